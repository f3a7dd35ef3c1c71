import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function OnboardingPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        OnboardingPage
      </Typography>
    </Container>
  );
}

import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function DocumentsPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        DocumentsPage
      </Typography>
    </Container>
  );
}

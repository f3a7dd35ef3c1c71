import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function NotFound() {
  return (
    <Container sx={{ py: 10 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography>Did you forget to add the page to the router?</Typography>
    </Container>
  );
}

import { Card, CardContent, Typography } from '@mui/material';

/** Any /admin path that is not a screen. */
export const NotFound = () => (
  <Card sx={{ mt: 3, maxWidth: 560, mx: 'auto' }}>
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography color="text.secondary">Did you forget to add the page to the router?</Typography>
    </CardContent>
  </Card>
);

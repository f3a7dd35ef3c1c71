import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

/** The two calls to action on dark banners: start a formation, or look at the packages. */
export function FormationActions() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Button component={RouterLink} to="/onboarding" variant="contained" color="secondary" size="large">
        Start Your Formation
      </Button>
      <Button component={RouterLink} to="/packages" variant="outlined" color="inherit" size="large">
        View Packages
      </Button>
    </Stack>
  );
}

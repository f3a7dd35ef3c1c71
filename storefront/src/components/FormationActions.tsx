import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';

/** The two calls to action on dark banners: start a formation, or look at the packages. */
export function FormationActions() {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
      <Button component={RouterLink} to="/onboarding" variant="contained" color="secondary" size="large">
        Start Your Formation
      </Button>
      <Button component={RouterLink} to="/packages" variant="outlined" color="inherit" size="large">
        View Packages
      </Button>
    </Box>
  );
}

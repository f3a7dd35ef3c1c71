import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { QueryScope } from './QueryScope';

export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 10 }}>
      <CircularProgress size={24} />
      <Typography>{text}</Typography>
    </Box>
  );
}

// Pages render without waiting for the user (those that need one wait in RequireRole). The main area is at
// least a screen tall, so the footer starts below the fold and never jumps when a page's content arrives.
export function Layout() {
  const { user } = useAuth();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <NavBar user={user} />
      <Box component="main" sx={{ flexGrow: 1, minHeight: '100vh' }}>
        <Suspense fallback={<Loading />}>
          <QueryScope>
            <Outlet />
          </QueryScope>
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}

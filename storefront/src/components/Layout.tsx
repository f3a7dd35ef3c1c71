import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 10 }}>
      <CircularProgress size={24} />
      <Typography>{text}</Typography>
    </Box>
  );
}

export function Layout() {
  const { user, isLoading } = useAuth();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <NavBar user={user} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        {isLoading ? (
          <Loading />
        ) : (
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        )}
      </Box>
      <Footer />
    </Box>
  );
}

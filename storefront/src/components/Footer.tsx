import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

const COLUMNS = [
  {
    title: 'Services',
    links: [
      { label: 'LLC Formation', to: '/services' },
      { label: 'Corporation Formation', to: '/services' },
      { label: 'Trust Formation', to: '/services' },
      { label: 'Compliance Services', to: '/services' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Get Started', to: '/onboarding' },
    ],
  },
  {
    title: 'Explore',
    links: [
      { label: 'Packages', to: '/packages' },
      { label: 'Services', to: '/services' },
    ],
  },
];

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'common.white', mt: 8, py: 5 }}>
      <Container>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 4 }}>
          {COLUMNS.map((column) => (
            <Box key={column.title}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {column.title}
              </Typography>
              {column.links.map((link) => (
                <Typography
                  key={link.label}
                  component={RouterLink}
                  to={link.to}
                  sx={{ color: 'inherit', display: 'block', mb: 0.5, '&:hover': { textDecoration: 'underline' } }}
                >
                  {link.label}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.8 }}>
          © {new Date().getFullYear()} Formation &amp; Compliance Services. All rights reserved. We do not assume
          operational or fiduciary control: ownership and liability stay with the client.
        </Typography>
      </Container>
    </Box>
  );
}

import BoltOutlined from '@mui/icons-material/BoltOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router-dom';
import { homePathFor } from '../../../domain/roles';
import { FormationActions } from '../components/FormationActions';
import { useAuth } from '../lib/auth';

export const TAGLINE = 'Building Businesses. Ensuring Compliance. Empowering Growth';

const FEATURES = [
  {
    title: 'Secure & Compliant',
    icon: VerifiedUserOutlined,
    text: "Filings, records and beneficial ownership reports handled to each state's rules.",
  },
  {
    title: 'Fast Formation',
    icon: BoltOutlined,
    text: 'Most formations complete in 3-7 business days, depending on complexity and the state.',
  },
  {
    title: 'Expert Support',
    icon: SupportAgentOutlined,
    text: 'A formation specialist reviews every order within 24 hours and stays with you through filing.',
  },
];

export default function Home() {
  const { user } = useAuth();
  const home = user ? homePathFor(user.role) : '/';
  if (home !== '/') return <Navigate to={home} replace />;
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'common.white', py: { xs: 8, md: 12 } }}>
        <Container>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '2.1rem', sm: '2.6rem', md: '3rem' } }}
          >
            Business Formation &amp; Compliance Services
          </Typography>
          <Typography
            variant="h5"
            component="p"
            sx={{ mb: 4, opacity: 0.9, fontSize: { xs: '1.15rem', md: '1.5rem' }, maxWidth: 720 }}
          >
            {TAGLINE}
          </Typography>
          <FormationActions />
        </Container>
      </Box>
      <Container sx={{ py: 8 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}>
          {FEATURES.map((feature) => (
            <Box key={feature.title}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <feature.icon color="secondary" sx={{ fontSize: 40, mb: 1 }} aria-hidden="true" />
                  <Typography variant="h6" component="h2" gutterBottom>
                    {feature.title}
                  </Typography>
                  <Typography color="text.secondary">{feature.text}</Typography>
                </CardContent>
              </Card>
            </Box>
          ))}
        </Box>
      </Container>
    </>
  );
}

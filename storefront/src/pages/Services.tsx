import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SERVICE_BY_ID, SERVICES } from '../../../domain/catalog';
import { FormationActions } from '../components/FormationActions';
import { formatUsd } from '../lib/format';

/** First-year registered agent service comes with every formation; it renews at this yearly rate. */
const REGISTERED_AGENT_ANNUAL_FEE = 150;

interface ServiceLine {
  name: string;
  price: string;
  description: string;
}

const price = (id: string): number => {
  const service = SERVICE_BY_ID.get(id);
  if (!service) throw new Error(`Unknown service: ${id}`);
  return service.price;
};
const describe = (id: string): string => SERVICE_BY_ID.get(id)?.description ?? '';

const SECTIONS: { title: string; intro: string; lines: ServiceLine[] }[] = [
  {
    title: 'Entity Formation Services',
    intro: 'Formation prices are plus the state filing fee and include the first year of registered agent service.',
    lines: SERVICES.filter((s) => s.category === 'formation').map((s) => ({
      name: s.name,
      price: `${formatUsd(s.price)} + state fee`,
      description: s.description,
    })),
  },
  {
    title: 'Ongoing Services',
    intro: 'Keep your entity in good standing year after year.',
    lines: [
      {
        name: 'Registered Agent Service',
        price: `${formatUsd(REGISTERED_AGENT_ANNUAL_FEE)}/yr`,
        description: 'Included in the first year with every formation, then renews annually.',
      },
      {
        name: 'Nominee Service (Annual)',
        price: `${formatUsd(price('NOMINEE_ANNUAL'))}/yr`,
        description: describe('NOMINEE_ANNUAL'),
      },
      {
        name: 'Compliance Binder',
        price: `${formatUsd(price('BINDER_SETUP'))} setup + ${formatUsd(price('BINDER_ANNUAL'))}/yr`,
        description: describe('BINDER_SETUP'),
      },
      {
        name: 'BOI/CTA Watch',
        price: `${formatUsd(price('BOI_CTA_ANNUAL'))}/yr`,
        description: describe('BOI_CTA_ANNUAL'),
      },
    ],
  },
  {
    title: 'Specialized Services',
    intro: 'For structures that need more than a standard formation.',
    lines: [
      {
        // The specification's wording: it names SD beside the states where a Series LLC is formed today.
        name: 'Series Segmentation (DE/IL)',
        price: `${formatUsd(price('SERIES_SEG'))} per series`,
        description: describe('SERIES_SEG'),
      },
      {
        name: 'Business Valuation Binder',
        price: formatUsd(price('VALUATION_MEMO')),
        description: describe('VALUATION_MEMO'),
      },
    ],
  },
];

function ServiceSection({ title, intro, lines }: (typeof SECTIONS)[number]) {
  return (
    <Card component="section" variant="outlined" sx={{ height: '100%' }} aria-labelledby={slug(title)}>
      <CardContent>
        <Typography id={slug(title)} variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
        {/* The rule between lines is each item's top border: a list holds only its items (no <hr>). */}
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {lines.map((line, index) => (
            <Box
              component="li"
              key={line.name}
              sx={index > 0 ? { borderTop: 1, borderColor: 'divider', pt: 2 } : undefined}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {line.name}
                </Typography>
                <Typography sx={{ fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap' }}>
                  {line.price}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {line.description}
              </Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '-');

export default function Services() {
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}>
        Corporate Services
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 1, mb: 4, maxWidth: 760 }}>
        Entity formation and ongoing compliance for business owners and mid-market organizations, with transparent
        pricing.
      </Typography>

      <Grid container spacing={3}>
        {SECTIONS.map((section) => (
          <Grid key={section.title} size={{ xs: 12, md: 4 }}>
            <ServiceSection {...section} />
          </Grid>
        ))}
      </Grid>

      <Grid container spacing={3} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card component="section" variant="outlined" sx={{ height: '100%' }} aria-labelledby="formation-disclaimer">
            <CardContent>
              <Typography id="formation-disclaimer" variant="h6" component="h2" gutterBottom>
                Formation Disclaimer
              </Typography>
              <Typography variant="body2" color="text.secondary">
                State filing fees are set by each state, are paid to the state on your behalf and are charged in
                addition to our service prices. Approval of a filing rests with the state. We prepare and file formation
                documents; we do not provide legal, tax or financial advice.
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card component="section" variant="outlined" sx={{ height: '100%' }} aria-labelledby="compliance-reassurance">
            <CardContent>
              <Typography id="compliance-reassurance" variant="h6" component="h2" gutterBottom>
                Compliance Reassurance
              </Typography>
              <Typography variant="body2" color="text.secondary">
                We do not assume operational or fiduciary control of your entity. Ownership and liability stay with you,
                the client and ultimate beneficial owner. Our role is to form your entity, keep its records and help you
                meet its filing and reporting obligations.
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      </Grid>

      <Alert severity="info" sx={{ mt: 3 }}>
        <AlertTitle>Processing time</AlertTitle>
        Formations are typically completed in 3-7 business days depending on complexity, state filing requirements and
        state processing speed.
      </Alert>

      <Box
        component="section"
        aria-labelledby="services-cta"
        sx={{ mt: 6, p: { xs: 3, md: 5 }, borderRadius: 2, bgcolor: 'primary.main', color: 'common.white' }}
      >
        <Typography id="services-cta" variant="h5" component="h2" sx={{ fontWeight: 700 }} gutterBottom>
          Ready to form your business?
        </Typography>
        <Typography sx={{ mb: 3, opacity: 0.9 }}>
          Choose a package or build your own selection of services and states, with live pricing.
        </Typography>
        <FormationActions />
      </Box>
    </Container>
  );
}

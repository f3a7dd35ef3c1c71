import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PACKAGES, SERVICES, type ServiceCategory } from '../../../../domain/catalog';
import { includedServiceIds } from '../../../../domain/pricing';
import { withoutIncludedServices } from '../../lib/checkout-record';
import { formatUsd } from '../../lib/format';
import { servicePriceLabel } from '../packages/labels';

const CATEGORY_LABELS: Record<ServiceCategory, string> = {
  formation: 'Formation',
  ongoing: 'Ongoing',
  specialized: 'Specialized',
};

interface Props {
  packages: string[];
  services: string[];
  onChange: (selection: { packages: string[]; services: string[] }) => void;
}

/** Packages and individual services; services a chosen package already includes are hidden and dropped. */
export function ServicesStep({ packages, services, onChange }: Props) {
  const included = includedServiceIds(packages);
  const togglePackage = (id: string) => {
    const next = packages.includes(id) ? packages.filter((p) => p !== id) : [...packages, id];
    onChange({ packages: next, services: withoutIncludedServices(next, services) });
  };
  const toggleService = (id: string) =>
    onChange({ packages, services: services.includes(id) ? services.filter((s) => s !== id) : [...services, id] });

  return (
    <Box>
      <Typography variant="h6" component="h3" gutterBottom>
        Packages
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {PACKAGES.map((pkg) => {
          const checked = packages.includes(pkg.id);
          return (
            <Grid key={pkg.id} size={{ xs: 12, sm: 6 }}>
              <Paper
                variant="outlined"
                sx={{
                  p: 2,
                  height: '100%',
                  borderColor: checked ? 'primary.main' : undefined,
                  borderWidth: checked ? 2 : 1,
                }}
              >
                <FormControlLabel
                  control={<Checkbox checked={checked} onChange={() => togglePackage(pkg.id)} />}
                  label={
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {pkg.name} package - {formatUsd(pkg.price)}
                    </Typography>
                  }
                />
                <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                  {pkg.description} + state fee{pkg.extraFeeLabel ? ` ${pkg.extraFeeLabel}` : ''}
                </Typography>
              </Paper>
            </Grid>
          );
        })}
      </Grid>
      <Typography variant="h6" component="h3" gutterBottom>
        Individual services
      </Typography>
      {included.size > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Services included in your packages are not listed.
        </Typography>
      )}
      {(['formation', 'ongoing', 'specialized'] as const).map((category) => {
        const list = SERVICES.filter((s) => s.category === category && !included.has(s.id));
        if (list.length === 0) return null;
        return (
          <Box key={category} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
            <Typography component="legend" variant="overline" color="text.secondary">
              {CATEGORY_LABELS[category]}
            </Typography>
            <Grid container spacing={1}>
              {list.map((service) => (
                <Grid key={service.id} size={{ xs: 12, sm: 6 }}>
                  <FormControlLabel
                    control={
                      <Checkbox checked={services.includes(service.id)} onChange={() => toggleService(service.id)} />
                    }
                    label={`${service.name} - ${servicePriceLabel(service)}`}
                  />
                </Grid>
              ))}
            </Grid>
          </Box>
        );
      })}
    </Box>
  );
}

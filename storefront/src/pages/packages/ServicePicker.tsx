import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { SERVICE_BY_ID, SERVICES, type ServiceCategory } from '../../../../domain/catalog';
import { includedServiceIds } from '../../../../domain/pricing';
import { visibleServices } from '../../lib/selection';
import { CATEGORY_LABELS, servicePriceLabel } from './labels';
import { OptionCard } from './OptionCard';
import { PickerSection } from './PickerSection';

const CATEGORIES: ServiceCategory[] = ['formation', 'ongoing', 'specialized'];

export function ServicePicker({
  packages,
  selected,
  onToggle,
}: {
  packages: readonly string[];
  selected: readonly string[];
  onToggle: (serviceId: string) => void;
}) {
  const offered = visibleServices(SERVICES, packages);
  const included = [...includedServiceIds(packages)].map((id) => SERVICE_BY_ID.get(id)?.name).filter(Boolean);
  return (
    <PickerSection
      title="Individual Services"
      hint={
        included.length > 0
          ? `Already included in your package: ${included.join(', ')}.`
          : 'Add services on their own or on top of a package.'
      }
    >
      {offered.length === 0 && (
        <Typography color="text.secondary">Every service is included in your packages.</Typography>
      )}
      {CATEGORIES.map((category) => {
        const services = offered.filter((s) => s.category === category);
        if (services.length === 0) return null;
        return (
          <section key={category} aria-label={CATEGORY_LABELS[category]}>
            <Typography
              variant="subtitle2"
              component="h3"
              color="text.secondary"
              sx={{ mt: 2, mb: 1, textTransform: 'uppercase', letterSpacing: 0.5 }}
            >
              {CATEGORY_LABELS[category]}
            </Typography>
            <Grid container spacing={1.5}>
              {services.map((service) => (
                <Grid key={service.id} size={{ xs: 12, sm: 6 }}>
                  <OptionCard
                    title={service.name}
                    price={servicePriceLabel(service)}
                    description={service.description}
                    checked={selected.includes(service.id)}
                    onChange={() => onToggle(service.id)}
                  />
                </Grid>
              ))}
            </Grid>
          </section>
        );
      })}
    </PickerSection>
  );
}

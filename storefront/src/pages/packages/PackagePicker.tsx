import Grid from '@mui/material/Grid';
import { PACKAGES } from '../../../../domain/catalog';
import { packagePriceLabel } from './labels';
import { OptionCard } from './OptionCard';
import { PickerSection } from './PickerSection';

export function PackagePicker({
  selected,
  multi,
  onChoose,
}: {
  selected: readonly string[];
  multi: boolean;
  onChoose: (packageId: string) => void;
}) {
  return (
    <PickerSection
      title={multi ? 'Packages' : 'Package'}
      hint={multi ? 'Choose any number of packages.' : 'Choose one package, or build from individual services.'}
    >
      <Grid container spacing={1.5}>
        {PACKAGES.map((pkg) => (
          <Grid key={pkg.id} size={{ xs: 12, sm: 6 }}>
            <OptionCard
              title={pkg.name}
              price={packagePriceLabel(pkg)}
              description={pkg.description}
              checked={selected.includes(pkg.id)}
              onChange={() => onChoose(pkg.id)}
            />
          </Grid>
        ))}
      </Grid>
    </PickerSection>
  );
}

import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PACKAGES, type Package } from '../../../../domain/catalog';
import { formatUsd } from '../../lib/format';
import { StateFeeGrid } from './StateFeeGrid';

function PackageCard({ pkg, featured, onChoose }: { pkg: Package; featured: boolean; onChoose: () => void }) {
  const titleId = `package-${pkg.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: featured ? 'secondary.main' : 'divider',
        borderWidth: featured ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id={titleId} variant="h5" component="h3" sx={{ fontWeight: 700 }}>
            {pkg.name}
          </Typography>
          {featured && <Chip label="Most complete" color="secondary" size="small" />}
        </Box>
        <Typography color="text.secondary">{pkg.description}</Typography>
        <Box sx={{ my: 2 }}>
          <Typography component="span" variant="h4" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {formatUsd(pkg.price)}
          </Typography>
          <Typography component="span" color="text.secondary">
            {' '}
            + state fee{pkg.extraFeeLabel ? ` ${pkg.extraFeeLabel}` : ''}
          </Typography>
        </Box>
        <List dense disablePadding>
          {pkg.highlights.map((item) => (
            <ListItem key={item} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckCircleOutline fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button variant={featured ? 'contained' : 'outlined'} fullWidth size="large" onClick={onChoose}>
          Choose {pkg.name}
        </Button>
      </CardActions>
    </Card>
  );
}

export function PackageOverview({ onChoosePackage }: { onChoosePackage: (packageId: string) => void }) {
  return (
    <>
      <Grid container spacing={3}>
        {PACKAGES.map((pkg, index) => (
          <Grid key={pkg.id} size={{ xs: 12, md: 6 }}>
            <PackageCard pkg={pkg} featured={index === PACKAGES.length - 1} onChoose={() => onChoosePackage(pkg.id)} />
          </Grid>
        ))}
      </Grid>
      <Box component="section" aria-labelledby="state-fee-grid-title" sx={{ mt: 5 }}>
        <Typography id="state-fee-grid-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          State Filing Fees
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Paid to the state in addition to the package price. Choosing a package starts your order in Delaware; you can
          pick other states in the builder.
        </Typography>
        <StateFeeGrid />
      </Box>
    </>
  );
}

import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { MembershipPlan } from '../../../../domain/catalog';
import { formatUsd } from '../../lib/format';
import { type BillingCycle, displayedMonthlyPrice, featurePreview, yearlySaving } from '../../lib/membership';

export function PlanCard({
  plan,
  cycle,
  buttonLabel,
  isCurrent,
  onChoose,
}: {
  plan: MembershipPlan;
  cycle: BillingCycle;
  buttonLabel: string;
  isCurrent: boolean;
  onChoose: () => void;
}) {
  const titleId = `plan-${plan.id}-title`;
  const { shown, more } = featurePreview(plan.features);
  const [expanded, setExpanded] = useState(false);
  const listed = expanded ? plan.features : shown;
  const featuresId = `plan-${plan.id}-features`;
  const saving = yearlySaving(plan);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid={`plan-${plan.id}`}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        overflow: 'visible',
        borderColor: plan.popular ? 'secondary.main' : isCurrent ? 'primary.main' : 'divider',
        borderWidth: plan.popular || isCurrent ? 2 : 1,
      }}
    >
      {plan.popular && (
        <Chip
          label="Most Popular"
          color="secondary"
          size="small"
          sx={{ position: 'absolute', top: 0, left: '50%', transform: 'translate(-50%, -50%)', fontWeight: 600 }}
        />
      )}
      <CardContent sx={{ flexGrow: 1, pt: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {plan.name}
          </Typography>
          {isCurrent && (
            <Chip label="Your plan" color="primary" size="small" variant="outlined" sx={{ flexShrink: 0 }} />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: { sm: 40 } }}>
          {plan.description}
        </Typography>
        <Box sx={{ mt: 2 }} data-testid="plan-price">
          <Typography component="span" variant="h4" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {formatUsd(displayedMonthlyPrice(plan, cycle))}
          </Typography>
          <Typography component="span" color="text.secondary">
            /month
          </Typography>
        </Box>
        <Box sx={{ minHeight: 48 }}>
          {cycle === 'yearly' ? (
            <>
              <Typography variant="body2" color="text.secondary">
                Billed {formatUsd(plan.yearlyPrice)} yearly
              </Typography>
              <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }}>
                Save {formatUsd(saving.amount)} ({saving.percent}%)
              </Typography>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Billed monthly
            </Typography>
          )}
        </Box>
        <List dense disablePadding sx={{ mt: 1 }} id={featuresId}>
          {listed.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 30 }}>
                <CheckCircleOutline fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
        {more > 0 && (
          <Button
            size="small"
            aria-expanded={expanded}
            aria-controls={featuresId}
            onClick={() => setExpanded((open) => !open)}
            sx={{ mt: 0.5, ml: '22px', textTransform: 'none' }}
          >
            {expanded ? 'Show fewer features' : `+${more} more features`}
          </Button>
        )}
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          variant={plan.popular && !isCurrent ? 'contained' : 'outlined'}
          disabled={isCurrent}
          onClick={onChoose}
          sx={{ whiteSpace: 'nowrap', px: 1 }}
        >
          {buttonLabel}
        </Button>
      </CardActions>
    </Card>
  );
}

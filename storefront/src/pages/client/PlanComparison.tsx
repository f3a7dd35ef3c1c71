import Check from '@mui/icons-material/Check';
import Remove from '@mui/icons-material/Remove';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MembershipPlan } from '../../../../domain/catalog';
import { formatLimit } from '../../lib/membership';

/** The feature column stays in view while a narrow screen scrolls the plan columns. */
const stickyColumn = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/** Features compared across plans, with the plans that include each. */
const COMPARED_FEATURES: { label: string; plans: readonly string[] }[] = [
  { label: 'Compliance calendar', plans: ['essential', 'professional', 'enterprise', 'premium'] },
  { label: 'Annual report filing', plans: ['professional', 'enterprise', 'premium'] },
  { label: 'BOI/CTA change monitoring', plans: ['professional', 'enterprise', 'premium'] },
  { label: 'Dedicated account manager', plans: ['enterprise', 'premium'] },
  { label: 'Phone support', plans: ['enterprise', 'premium'] },
  { label: 'Nominee service included', plans: ['premium'] },
];

function Included({ yes }: { yes: boolean }) {
  return yes ? (
    <Check color="success" titleAccess="Included" />
  ) : (
    <Remove color="disabled" titleAccess="Not included" />
  );
}

export function PlanComparison({ plans }: { plans: readonly MembershipPlan[] }) {
  const limitRows: { label: string; value: (plan: MembershipPlan) => string }[] = [
    { label: 'Entities', value: (plan) => formatLimit(plan.limits.entities) },
    { label: 'Users', value: (plan) => formatLimit(plan.limits.users) },
    { label: 'Document storage', value: (plan) => formatLimit(plan.limits.storage) },
  ];
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-labelledby="plan-comparison-title" sx={{ minWidth: 600 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ ...stickyColumn, fontWeight: 700 }}>
              Feature
            </TableCell>
            {plans.map((plan) => (
              <TableCell key={plan.id} component="th" scope="col" align="center" sx={{ fontWeight: 700 }}>
                {plan.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {limitRows.map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row" sx={stickyColumn}>
                {row.label}
              </TableCell>
              {plans.map((plan) => (
                <TableCell key={plan.id} align="center">
                  {row.value(plan)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {COMPARED_FEATURES.map((feature) => (
            <TableRow key={feature.label}>
              <TableCell component="th" scope="row" sx={stickyColumn}>
                {feature.label}
              </TableCell>
              {plans.map((plan) => (
                <TableCell key={plan.id} align="center">
                  <Included yes={feature.plans.includes(plan.id)} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

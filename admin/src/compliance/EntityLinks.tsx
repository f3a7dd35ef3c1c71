// Per obligation, what staff may open next to it: a Delaware corporation's franchise tax figures (March 1 report),
// the entity's mail history (registered-agent renewal), and a phone order of any kind that fits the entity.
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { isRegisteredAgentRenewal } from '../../../domain/compliance-rules';
import type { ComplianceRecord } from './types';

const PhoneOrderDialog = lazy(() => import('./PhoneOrderDialog').then((m) => ({ default: m.PhoneOrderDialog })));

/** 'New order': a phone order of any kind that fits the entity. */
const PhoneOrderButton = ({ record }: { record: ComplianceRecord }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
        New order
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PhoneOrderDialog
            entityId={record.entityId}
            businessName={record.businessName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
};

const FranchiseTaxDialog = lazy(() =>
  import('../franchise-tax/FranchiseTaxDialog').then((m) => ({ default: m.FranchiseTaxDialog })),
);

export const EntityLinks = ({ record }: { record: ComplianceRecord }) => (
  <>
    <EntityLink record={record} />
    <PhoneOrderButton record={record} />
  </>
);

const EntityLink = ({ record }: { record: ComplianceRecord }) => {
  const [taxOpen, setTaxOpen] = useState(false);
  const basename = useBasename();
  if (isRegisteredAgentRenewal(record)) {
    return (
      <Button
        size="small"
        component={Link}
        to={`${basename}/mailroom?entityId=${record.entityId}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Mail history
      </Button>
    );
  }
  if (!record.franchiseTax) return null;
  return (
    <>
      <Button size="small" onClick={() => setTaxOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
        Franchise tax
      </Button>
      {taxOpen && (
        <Suspense fallback={null}>
          <FranchiseTaxDialog
            entityId={record.entityId}
            businessName={record.businessName}
            onClose={() => setTaxOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
};

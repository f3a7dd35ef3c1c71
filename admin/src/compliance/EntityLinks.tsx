// Per obligation, what staff may open next to it: a Delaware corporation's franchise tax figures (March 1 report),
// the entity's mail history (registered-agent renewal), and a phone order of any kind that fits the entity.
import { Button } from '@mui/material';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { isRegisteredAgentRenewal } from '../../../domain/compliance-rules';
import type { ComplianceRecord } from './types';

const PhoneOrderDialog = lazy(() => import('./PhoneOrderDialog').then((m) => ({ default: m.PhoneOrderDialog })));
const FranchiseTaxDialog = lazy(() =>
  import('../franchise-tax/FranchiseTaxDialog').then((m) => ({ default: m.FranchiseTaxDialog })),
);

/** A button opening its dialog; the dialog's code loads when first opened. */
const DialogButton = ({ label, dialog }: { label: string; dialog: (onClose: () => void) => ReactNode }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
        {label}
      </Button>
      {open && <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense>}
    </>
  );
};

export const EntityLinks = ({ record }: { record: ComplianceRecord }) => (
  <>
    <EntityLink record={record} />
    <DialogButton
      label="New order"
      dialog={(onClose) => (
        <PhoneOrderDialog entityId={record.entityId} businessName={record.businessName} onClose={onClose} />
      )}
    />
  </>
);

const EntityLink = ({ record }: { record: ComplianceRecord }) => {
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
    <DialogButton
      label="Franchise tax"
      dialog={(onClose) => (
        <FranchiseTaxDialog entityId={record.entityId} businessName={record.businessName} onClose={onClose} />
      )}
    />
  );
};

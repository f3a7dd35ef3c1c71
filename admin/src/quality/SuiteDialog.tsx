// Create Test Suite, or edit one (its schedule included): react-admin's CreateBase or EditBase on the suites
// resource, its form in a dialog. A refusal of the server (a configuration field it does not accept) is shown in
// the dialog or under its field; on success the dialog closes and the suites list refreshes.
import { Dialog, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { CreateBase, EditBase, useNotify, useTranslate } from 'react-admin';
import { QUALITY_SUITES } from './resources';
import { SuiteForm } from './SuiteForm';
import { toSuiteInput } from './suiteRules';
import type { TestSuite } from './types';

export const SuiteDialog = ({
  open,
  suite,
  onClose,
}: {
  open: boolean;
  suite: TestSuite | null;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const translate = useTranslate();
  const [refusal, setRefusal] = useState<unknown>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const saved = () => {
    notify(suite ? 'app.notification.suite_updated' : 'app.notification.suite_created', { type: 'success' });
    close();
  };
  const form = <SuiteForm editing={suite !== null} refusal={refusal} onRefused={setRefusal} onCancel={close} />;
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="suite-dialog-title">
      <DialogTitle id="suite-dialog-title">
        {translate(suite ? 'app.quality.suite.edit' : 'app.quality.suite.create')}
      </DialogTitle>
      {suite ? (
        <EditBase<TestSuite>
          resource={QUALITY_SUITES}
          id={suite.id}
          mutationMode="pessimistic"
          redirect={false}
          redirectOnError={false}
          transform={toSuiteInput}
          mutationOptions={{ onSuccess: saved }}
        >
          {form}
        </EditBase>
      ) : (
        <CreateBase<TestSuite>
          resource={QUALITY_SUITES}
          redirect={false}
          transform={toSuiteInput}
          mutationOptions={{ onSuccess: saved }}
        >
          {form}
        </CreateBase>
      )}
    </Dialog>
  );
};

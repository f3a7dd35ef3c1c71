import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { type TranslateFunction, useNotify, useTranslate } from 'react-admin';
import { TEST_TYPES } from '../../../domain/quality-config';
import { errorMessage } from '../providers/errorMessage';
import { useSaveSuite } from './api';
import { testTypeLabel } from './format';
import type { SuiteInput, TestSuite, TestType } from './types';

const EXAMPLE_CONFIGURATION = JSON.stringify({ endpoint: '/api/health', method: 'GET', timeout: 5000 }, null, 2);

interface FormState {
  name: string;
  description: string;
  testType: TestType;
  configuration: string;
  isActive: boolean;
  schedule: string;
}

const EMPTY_FORM: FormState = {
  name: '',
  description: '',
  testType: 'UNIT',
  configuration: EXAMPLE_CONFIGURATION,
  isActive: true,
  schedule: '',
};

const formFor = (suite: TestSuite | null): FormState =>
  suite
    ? {
        name: suite.name,
        description: suite.description ?? '',
        testType: suite.testType,
        configuration: JSON.stringify(suite.configuration, null, 2),
        isActive: suite.isActive,
        schedule: suite.schedule ?? '',
      }
    : EMPTY_FORM;

type Errors = Partial<Record<'name' | 'configuration', string>>;

/** The form's own checks; the server validates the configuration's fields per test type. */
function toInput(form: FormState, translate: TranslateFunction): { input?: SuiteInput; errors: Errors } {
  const errors: Errors = {};
  if (!form.name.trim()) errors.name = translate('app.quality.suite.name_required');
  let configuration: unknown;
  if (!form.configuration.trim()) errors.configuration = translate('app.quality.suite.configuration_required');
  else {
    try {
      configuration = JSON.parse(form.configuration);
      if (typeof configuration !== 'object' || configuration === null || Array.isArray(configuration))
        errors.configuration = translate('app.quality.suite.configuration_object');
    } catch (err) {
      errors.configuration = translate('app.quality.suite.configuration_invalid', { error: (err as Error).message });
    }
  }
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    input: {
      name: form.name.trim(),
      description: form.description.trim() || undefined,
      testType: form.testType,
      configuration: configuration as Record<string, unknown>,
      isActive: form.isActive,
      schedule: form.schedule.trim() || null,
    },
  };
}

/** Create Test Suite, or edit one (its schedule included). */
export const SuiteDialog = ({
  open,
  suite,
  onClose,
}: {
  open: boolean;
  suite: TestSuite | null;
  onClose: () => void;
}) => {
  const [form, setForm] = useState<FormState>(EMPTY_FORM);
  const [errors, setErrors] = useState<Errors>({});
  const notify = useNotify();
  const translate = useTranslate();
  const save = useSaveSuite(() => {
    notify(suite ? 'app.notification.suite_updated' : 'app.notification.suite_created', { type: 'success' });
    onClose();
  });
  const { reset } = save;

  useEffect(() => {
    if (open) {
      setForm(formFor(suite));
      setErrors({});
      reset();
    }
  }, [open, suite, reset]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((prev) => ({ ...prev, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { input, errors: found } = toInput(form, translate);
    setErrors(found);
    if (input) save.mutate({ id: suite?.id, input });
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="suite-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="suite-dialog-title">
          {translate(suite ? 'app.quality.suite.edit' : 'app.quality.suite.create')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {save.error && (
              <Alert severity="error" role="alert">
                {errorMessage(save.error)}
              </Alert>
            )}
            <TextField
              label={translate('app.quality.suite.name')}
              value={form.name}
              onChange={(event) => set('name', event.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name}
              required
              autoFocus
            />
            <TextField
              label={translate('app.quality.suite.description')}
              value={form.description}
              onChange={(event) => set('description', event.target.value)}
            />
            <TextField
              select
              label={translate('app.quality.suite.test_type')}
              value={form.testType}
              onChange={(event) => set('testType', event.target.value as TestType)}
            >
              {TEST_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {translate(testTypeLabel(type))}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('app.quality.suite.configuration')}
              value={form.configuration}
              onChange={(event) => set('configuration', event.target.value)}
              error={Boolean(errors.configuration)}
              helperText={errors.configuration ?? translate('app.quality.suite.configuration_help')}
              multiline
              minRows={5}
              required
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            <TextField
              label={translate('app.quality.suite.schedule')}
              value={form.schedule}
              onChange={(event) => set('schedule', event.target.value)}
              helperText={translate('app.quality.suite.schedule_help')}
            />
            <FormControlLabel
              control={<Switch checked={form.isActive} onChange={(event) => set('isActive', event.target.checked)} />}
              label={translate('app.quality.suite.active')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          {suite?.schedule && (
            <Button onClick={() => set('schedule', '')} color="warning" sx={{ mr: 'auto' }}>
              {translate('app.quality.suite.remove_schedule')}
            </Button>
          )}
          <Button onClick={onClose}>{translate('app.quality.suite.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {translate(suite ? 'app.quality.suite.save' : 'app.quality.suite.submit_create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

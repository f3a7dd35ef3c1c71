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
import { useNotify } from 'react-admin';
import { errorMessage } from '../providers/errorMessage';
import { useSaveSuite } from './api';
import { TEST_TYPE_LABELS } from './format';
import type { SuiteInput, TestSuite, TestType } from './types';

export const EXAMPLE_CONFIGURATION = JSON.stringify({ endpoint: '/api/health', method: 'GET', timeout: 5000 }, null, 2);

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
function toInput(form: FormState): { input?: SuiteInput; errors: Errors } {
  const errors: Errors = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  let configuration: unknown;
  if (!form.configuration.trim()) errors.configuration = 'Configuration is required';
  else {
    try {
      configuration = JSON.parse(form.configuration);
      if (typeof configuration !== 'object' || configuration === null || Array.isArray(configuration))
        errors.configuration = 'Configuration must be a JSON object';
    } catch (err) {
      errors.configuration = `Configuration is not valid JSON: ${(err as Error).message}`;
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
    const { input, errors: found } = toInput(form);
    setErrors(found);
    if (input) save.mutate({ id: suite?.id, input });
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="suite-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="suite-dialog-title">{suite ? 'Edit Test Suite' : 'Create Test Suite'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {save.error && (
              <Alert severity="error" role="alert">
                {errorMessage(save.error)}
              </Alert>
            )}
            <TextField
              label="Name"
              value={form.name}
              onChange={(event) => set('name', event.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name}
              required
              autoFocus
            />
            <TextField
              label="Description"
              value={form.description}
              onChange={(event) => set('description', event.target.value)}
            />
            <TextField
              select
              label="Test Type"
              value={form.testType}
              onChange={(event) => set('testType', event.target.value as TestType)}
            >
              {(Object.keys(TEST_TYPE_LABELS) as TestType[]).map((type) => (
                <MenuItem key={type} value={type}>
                  {TEST_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Configuration"
              value={form.configuration}
              onChange={(event) => set('configuration', event.target.value)}
              error={Boolean(errors.configuration)}
              helperText={
                errors.configuration ??
                'JSON: checks (endpoint, method, expectedStatus, jsonPath, timeout) or load settings'
              }
              multiline
              minRows={5}
              required
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            <TextField
              label="Schedule"
              value={form.schedule}
              onChange={(event) => set('schedule', event.target.value)}
              helperText="Cron pattern of a recurring check, e.g. 0 * * * * (hourly). Empty: run on demand only."
            />
            <FormControlLabel
              control={<Switch checked={form.isActive} onChange={(event) => set('isActive', event.target.checked)} />}
              label="Active"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          {suite?.schedule && (
            <Button onClick={() => set('schedule', '')} color="warning" sx={{ mr: 'auto' }}>
              Remove schedule
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {suite ? 'Save' : 'Create'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

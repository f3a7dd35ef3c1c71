// The suite's fields with react-admin's inputs and validators (the spec's messages), and its buttons.
import { Alert, Button } from '@mui/material';
import { useCallback, useEffect } from 'react';
import {
  BooleanInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { TEST_TYPES } from '../../../domain/quality-config';
import { errorMessage, submissionErrors } from '../providers/errorMessage';
import { requiredText } from '../providers/validators';
import { testTypeLabel } from './format';
import { configurationText, jsonObject, SUITE_DEFAULTS } from './suiteRules';
import type { TestSuite } from './types';

const SUITE_FIELDS = ['name', 'description', 'testType', 'configuration', 'schedule', 'isActive'] as const;

/**
 * The server's refusal: about one field ('name: …', 'configuration.duration: …'), it shows under that field and
 * clears when the field changes; about the whole suite, it is the dialog's alert until the form is changed.
 */
const Refusal = ({ refusal, onChanged }: { refusal: unknown; onChanged: () => void }) => {
  const { watch, setError } = useFormContext();
  const onField = refusal === null ? undefined : submissionErrors(refusal, SUITE_FIELDS);
  useEffect(() => {
    const errors = refusal === null ? undefined : submissionErrors(refusal, SUITE_FIELDS);
    if (!errors) return;
    for (const [field, message] of Object.entries(errors)) setError(field, { type: 'server', message });
    onChanged();
  }, [refusal, setError, onChanged]);
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type === 'change') onChanged();
    });
    return () => subscription.unsubscribe();
  }, [watch, onChanged]);
  if (refusal === null || onField) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2, width: '100%' }}>
      {errorMessage(refusal)}
    </Alert>
  );
};

// The list polls while a run is in progress: a refreshed record keeps what is being typed and the errors shown. One
// object for the form's life: react-admin resets the form whenever this option changes identity.
const RESET_OPTIONS = { keepDirtyValues: true, keepErrors: true };

const TEST_TYPE_CHOICES = TEST_TYPES.map((type) => ({ id: type, name: testTypeLabel(type) }));

const SuiteToolbar = ({ editing, onCancel }: { editing: boolean; onCancel: () => void }) => {
  const record = useRecordContext<TestSuite>();
  const { setValue } = useFormContext();
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1 }}>
      {record?.schedule && (
        <Button onClick={() => setValue('schedule', null, { shouldDirty: true })} color="warning">
          {translate('app.quality.suite.remove_schedule')}
        </Button>
      )}
      <Button onClick={onCancel} sx={{ ml: 'auto' }}>
        {translate('app.quality.suite.cancel')}
      </Button>
      <SaveButton label={editing ? 'app.quality.suite.save' : 'app.quality.suite.submit_create'} alwaysEnable />
    </Toolbar>
  );
};

export const SuiteForm = ({
  editing,
  refusal,
  onRefused,
  onCancel,
}: {
  editing: boolean;
  refusal: unknown;
  onRefused: (error: unknown) => void;
  onCancel: () => void;
}) => {
  const { save } = useSaveContext();
  const clearRefusal = useCallback(() => onRefused(null), [onRefused]);
  const submit = async (values: Partial<TestSuite>) => {
    onRefused(null);
    await save?.(values, { onError: onRefused });
  };
  return (
    <SimpleForm
      onSubmit={submit}
      defaultValues={editing ? undefined : SUITE_DEFAULTS}
      resetOptions={RESET_OPTIONS}
      toolbar={<SuiteToolbar editing={editing} onCancel={onCancel} />}
    >
      <Refusal refusal={refusal} onChanged={clearRefusal} />
      <TextInput
        source="name"
        label="app.quality.suite.name"
        validate={requiredText('app.quality.suite.name_required')}
        autoFocus
      />
      <TextInput source="description" label="app.quality.suite.description" />
      <SelectInput
        source="testType"
        label="app.quality.suite.test_type"
        choices={TEST_TYPE_CHOICES}
        validate={required()}
      />
      <TextInput
        source="configuration"
        label="app.quality.suite.configuration"
        helperText="app.quality.suite.configuration_help"
        format={configurationText}
        validate={[required('app.quality.suite.configuration_required'), jsonObject]}
        multiline
        minRows={5}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <TextInput source="schedule" label="app.quality.suite.schedule" helperText="app.quality.suite.schedule_help" />
      <BooleanInput source="isActive" label="app.quality.suite.active" />
    </SimpleForm>
  );
};

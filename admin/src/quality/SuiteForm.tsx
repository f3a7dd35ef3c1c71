// The suite's fields with react-admin's inputs and validators (the spec's messages), and its buttons.
import { Alert, Button } from '@mui/material';
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
import { testTypeLabel } from './format';
import { configurationText, jsonObject, SUITE_DEFAULTS } from './suiteRules';
import type { TestSuite } from './types';

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
  refusal: string | null;
  onRefused: (error: unknown) => void;
  onCancel: () => void;
}) => {
  const { save } = useSaveContext();
  const submit = async (values: Partial<TestSuite>) => {
    onRefused(null);
    await save?.(values, { onError: onRefused });
  };
  return (
    <SimpleForm
      onSubmit={submit}
      defaultValues={editing ? undefined : SUITE_DEFAULTS}
      // The list polls while a run is in progress: a refreshed record keeps what is being typed.
      resetOptions={{ keepDirtyValues: true }}
      toolbar={<SuiteToolbar editing={editing} onCancel={onCancel} />}
    >
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2, width: '100%' }}>
          {refusal}
        </Alert>
      )}
      <TextInput
        source="name"
        label="app.quality.suite.name"
        validate={required('app.quality.suite.name_required')}
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

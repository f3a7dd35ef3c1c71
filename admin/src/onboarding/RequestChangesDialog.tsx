// Staff's 'Request changes': what the client must change, the order's details fields they need (a partner's case
// lists exactly those; none ticked: every field) and the day the answer is due.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  CheckboxGroupInput,
  DateInput,
  Form,
  required,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { FORMATION_KIND } from '../../../domain/kinds';
import { caseFields, defaultCaseDueDay } from '../../../domain/partner-api/cases';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import { caseFieldLabel } from './caseFieldLabel';
import type { OrderDetail } from './types';

type Values = { message: string; fields?: string[]; dueDate?: string };

export const RequestChangesDialog = ({
  order,
  title,
  onClose,
  onDone,
}: {
  order: OrderDetail;
  title: string;
  onClose: () => void;
  onDone: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const choices = caseFields(order.kind ?? FORMATION_KIND.kind, order.states).map((id) => ({
    id,
    name: caseFieldLabel(id),
  }));
  const save = useMutation({
    mutationFn: ({ message, fields, dueDate }: Values) =>
      dataProvider.orderAction(order.id, {
        action: 'requestChanges',
        message: message.trim(),
        ...(fields?.length ? { fields } : {}),
        ...(dueDate ? { dueDate } : {}),
      }),
    onSuccess: () => {
      notify('app.onboarding.actions.requested', { type: 'success' });
      onDone();
    },
  });
  return (
    <Dialog open onClose={() => !save.isPending && onClose()} fullWidth maxWidth="sm" aria-labelledby="request-changes">
      <Form
        defaultValues={{ message: '', fields: [], dueDate: defaultCaseDueDay() }}
        onSubmit={(values: Record<string, unknown>) => save.mutate(values as Values)}
      >
        <DialogTitle id="request-changes">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1, pt: '8px !important' }}>
          <TextInput
            source="message"
            label="app.onboarding.actions.field.message"
            validate={required()}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {choices.length > 0 && (
            <CheckboxGroupInput
              source="fields"
              label="app.onboarding.actions.field.fields"
              helperText="app.onboarding.actions.field.fields_help"
              choices={choices}
            />
          )}
          <DateInput source="dueDate" label="app.onboarding.actions.field.dueDate" />
          {save.isError && (
            <Alert severity="error" role="alert">
              {errorMessage(save.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {translate('ra.action.close')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {translate(save.isPending ? 'app.onboarding.actions.saving' : 'ra.action.confirm')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};

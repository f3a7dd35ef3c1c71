// Logs one item received as registered agent: the entity (searched by name or client email), the kind, the
// sender, the day it arrived and the scan. A react-admin create on admin/mail (multipart, through the data
// provider): the client is emailed as soon as it is saved.
import { Alert, Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteInput,
  CreateBase,
  DateInput,
  FormDataConsumer,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetList,
  useTranslate,
} from 'react-admin';
import { MAIL_KIND_LABELS, MAIL_KINDS, SOLICITATION_WARNING } from '../../../domain/mailroom';
import { sha256OfFile } from '../dam/upload';
import { MAIL_ENTITIES, MAIL_ITEMS } from '../providers/mailResources';
import { notInFuture, requiredText, todayIso } from '../providers/validators';
import { ScanInput } from './ScanInput';
import type { MailEntity, StaffMailItem } from './types';

const today = todayIso;
const KIND_CHOICES = MAIL_KINDS.map((kind) => ({ id: kind, name: MAIL_KIND_LABELS[kind] }));
const entityLabel = (entity: MailEntity) =>
  `${entity.businessName} (${entity.stateCode}) · ${entity.clientEmail ?? ''}`;

/** The API takes the scan's SHA-256 with it, computed here like DAM uploads. */
const withChecksum = async (data: { scan: File }) => ({ ...data, checksum: await sha256OfFile(data.scan) });

/** Entities found by the words typed (server-side), with the one chosen kept among the choices. */
const EntityInput = () => {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<MailEntity | null>(null);
  const { data = [], isFetching } = useGetList<MailEntity>(MAIL_ENTITIES, { filter: { q } });
  const choices = chosen && !data.some((entity) => entity.id === chosen.id) ? [chosen, ...data] : data;
  return (
    <AutocompleteInput
      source="entityId"
      label="app.mailroom.log.entity"
      choices={choices}
      optionText={entityLabel}
      setFilter={setQ}
      isFetching={isFetching}
      onChange={(_id, record) => setChosen((record as MailEntity | undefined) ?? null)}
      validate={required()}
    />
  );
};

/** What the client will be told of the kind chosen. */
const KindNotice = ({ kind }: { kind?: string }) => {
  const translate = useTranslate();
  if (kind === 'SOLICITATION')
    return (
      <Alert severity="info">{translate('app.mailroom.log.solicitation', { warning: SOLICITATION_WARNING })}</Alert>
    );
  if (kind === 'SERVICE_OF_PROCESS')
    return <Alert severity="warning">{translate('app.mailroom.log.service_of_process')}</Alert>;
  return null;
};

export const LogMailDialog = ({
  onClose,
  onLogged,
}: {
  onClose: () => void;
  onLogged: (item: StaffMailItem) => void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="log-mail-title" fullWidth maxWidth="sm">
      <DialogTitle id="log-mail-title">{translate('app.mailroom.log.title')}</DialogTitle>
      <CreateBase<StaffMailItem>
        resource={MAIL_ITEMS}
        redirect={false}
        transform={withChecksum}
        mutationOptions={{ onSuccess: onLogged }}
      >
        <SimpleForm
          defaultValues={{ kind: 'SERVICE_OF_PROCESS', receivedOn: today() }}
          toolbar={
            <DialogActions>
              <Button onClick={onClose}>{translate('app.mailroom.cancel')}</Button>
              <SaveButton label="app.mailroom.log.submit" />
            </DialogActions>
          }
        >
          <EntityInput />
          <SelectInput
            source="kind"
            label="app.mailroom.log.kind"
            choices={KIND_CHOICES}
            translateChoice={false}
            validate={required()}
          />
          <FormDataConsumer<{ kind?: string }>>
            {({ formData }) => <KindNotice kind={formData.kind} />}
          </FormDataConsumer>
          <TextInput source="sender" label="app.mailroom.log.sender" validate={[requiredText(), maxLength(200)]} />
          <DateInput source="receivedOn" label="app.mailroom.log.received_on" validate={[required(), notInFuture]} />
          <ScanInput source="scan" />
        </SimpleForm>
      </CreateBase>
    </Dialog>
  );
};

import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isFinished } from '../../../domain/document-jobs';
import {
  DOCUMENT_STATES,
  defaultDocumentName,
  PAYMENT_SCHEDULES,
  REQUIRED_FIELDS_MESSAGE,
  SAMPLE_ORGANIZATIONS,
} from '../../../domain/document-request';
import { DOCUMENT_TEMPLATES, FACTORY_TEMPLATE_IDS, isTemplateId } from '../../../domain/document-templates';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import { DRAFTS_KEY } from './DraftsCard';
import { DOCUMENT_PIPELINE_KEY } from './PipelineCard';
import { type DocumentForm, type Draft, previewUrl } from './types';

const TERM_FIELDS = [
  { key: 'issuer', label: 'app.asset-factory.form.issuer' },
  { key: 'size', label: 'app.asset-factory.form.size' },
  { key: 'term', label: 'app.asset-factory.form.term' },
] as const;

const emptyForm = (type = ''): DocumentForm => ({ name: '', type, terms: {} });

const formOf = (draft: Draft): DocumentForm => ({
  name: draft.name,
  type: draft.type,
  terms: Object.fromEntries(Object.entries(draft.terms ?? {}).map(([k, v]) => [k, String(v ?? '')])),
});

/** Create New Document: the form, Generate / Save as Draft / Preview, and the job followed to its end. */
export const DocumentFormCard = ({
  type,
  onTypeChange,
  draft,
}: {
  type: string;
  onTypeChange: (type: string) => void;
  draft: Draft | null;
}) => {
  const [form, setForm] = useState<DocumentForm>(() => emptyForm(type));
  const [draftId, setDraftId] = useState<string | undefined>();
  const [jobId, setJobId] = useState<string | null>(null);
  const announced = useRef<string | null>(null);
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AdminDataProvider>();

  useEffect(() => setForm((current) => ({ ...current, type })), [type]);
  useEffect(() => {
    if (!draft) return;
    setForm(formOf(draft));
    setDraftId(draft.id);
    if (draft.type) onTypeChange(draft.type);
  }, [draft, onTypeChange]);

  const job = useQuery({
    queryKey: ['document-job', jobId],
    queryFn: () => dataProvider.getDocumentJob(jobId as string),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.status) ? false : 500),
  });

  useEffect(() => {
    const data = job.data;
    if (!data || !isFinished(data.status) || announced.current === data.id) return;
    announced.current = data.id;
    void queryClient.invalidateQueries({ queryKey: DOCUMENT_PIPELINE_KEY });
    if (data.status === 'Completed')
      notify('app.notification.document_generated', { type: 'success', messageArgs: { name: data.name } });
    else
      notify('app.notification.generation_failed', {
        type: 'error',
        messageArgs: { error: data.error ?? translate('app.asset-factory.form.generation_failed') },
      });
  }, [job.data, notify, queryClient, translate]);

  const setTerm = (key: string, value: string) => setForm((f) => ({ ...f, terms: { ...f.terms, [key]: value } }));
  const entityName = form.terms.entityName ?? '';
  const label = isTemplateId(form.type) ? DOCUMENT_TEMPLATES[form.type].label : '';
  const documentName = form.name.trim() || (label && entityName.trim() ? defaultDocumentName(label, entityName) : '');

  const generation = useMutation({
    mutationFn: (named: DocumentForm) => dataProvider.generateDocument(named, draftId),
    onSuccess: ({ jobId: id }) => {
      announced.current = null;
      setJobId(id);
      setDraftId(undefined);
      void queryClient.invalidateQueries({ queryKey: DOCUMENT_PIPELINE_KEY });
      void queryClient.invalidateQueries({ queryKey: DRAFTS_KEY });
    },
    onError: (error) =>
      notify('app.notification.generation_failed', { type: 'error', messageArgs: { error: errorMessage(error) } }),
  });

  const saving = useMutation({
    mutationFn: (named: DocumentForm) => dataProvider.saveDocumentDraft(named, draftId),
    onSuccess: (saved) => {
      setDraftId(saved.id);
      notify('app.notification.draft_saved', {
        type: 'success',
        messageArgs: { name: saved.name || translate('app.asset-factory.untitled') },
      });
      void queryClient.invalidateQueries({ queryKey: DRAFTS_KEY });
    },
    onError: (error) =>
      notify('app.notification.save_failed', { type: 'error', messageArgs: { error: errorMessage(error) } }),
  });

  const generate = () => {
    if (!entityName.trim() || !form.type) {
      notify(REQUIRED_FIELDS_MESSAGE, { type: 'error' });
      return;
    }
    generation.mutate({ ...form, name: documentName });
  };

  const keepDraft = () => saving.mutate({ ...form, name: documentName });

  const current = job.data;
  const running = current && !isFinished(current.status);
  const assetId = current?.status === 'Completed' ? current.result?.assetId : undefined;

  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.asset-factory.form.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            label={translate('app.asset-factory.form.entity_name')}
            required
            value={entityName}
            onChange={(e) => setTerm('entityName', e.target.value)}
          />
          <TextField
            select
            label={translate('app.asset-factory.form.document_type')}
            required
            value={form.type}
            onChange={(e) => onTypeChange(e.target.value)}
          >
            {FACTORY_TEMPLATE_IDS.map((id) => (
              <MenuItem key={id} value={id}>
                {DOCUMENT_TEMPLATES[id].label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('app.asset-factory.form.document_name')}
            value={form.name}
            placeholder={documentName || translate('app.asset-factory.form.document_name_placeholder')}
            onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
          />
          <TextField
            select
            label={translate('app.asset-factory.form.state')}
            value={form.terms.state ?? ''}
            onChange={(e) => setTerm('state', e.target.value)}
          >
            <MenuItem value="">{translate('app.asset-factory.form.not_specified')}</MenuItem>
            {DOCUMENT_STATES.map((state) => (
              <MenuItem key={state} value={state}>
                {state}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            freeSolo
            options={SAMPLE_ORGANIZATIONS}
            inputValue={form.terms.organization ?? ''}
            onInputChange={(_e, value) => setTerm('organization', value)}
            renderInput={(params) => <TextField {...params} label={translate('app.asset-factory.form.organization')} />}
          />
          {TERM_FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={translate(field.label)}
              value={form.terms[field.key] ?? ''}
              onChange={(e) => setTerm(field.key, e.target.value)}
            />
          ))}
          <TextField
            select
            label={translate('app.asset-factory.form.schedule')}
            value={form.terms.schedule ?? ''}
            onChange={(e) => setTerm('schedule', e.target.value)}
          >
            <MenuItem value="">{translate('app.asset-factory.form.not_specified')}</MenuItem>
            {PAYMENT_SCHEDULES.map((schedule) => (
              <MenuItem key={schedule} value={schedule}>
                {schedule}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('app.asset-factory.form.covenants')}
            multiline
            minRows={2}
            value={form.terms.covenants ?? ''}
            onChange={(e) => setTerm('covenants', e.target.value)}
            sx={{ gridColumn: { md: '1 / -1' } }}
          />
        </Box>

        {current && (
          <Box sx={{ mt: 2 }} aria-live="polite">
            <Typography variant="body2" color={current.status === 'Failed' ? 'error' : 'text.secondary'}>
              {current.name}: {current.status}
              {running &&
                current.attemptsMade > 0 &&
                ` ${translate('app.asset-factory.form.retry', { attempt: current.attemptsMade + 1, attempts: current.attempts })}`}
              {current.status === 'Failed' && current.error && ` - ${current.error}`}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={current.progress}
              color={current.status === 'Failed' ? 'error' : 'primary'}
              aria-label={translate('app.asset-factory.form.progress')}
            />
          </Box>
        )}

        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={generate} disabled={generation.isPending || Boolean(running)}>
            {translate('app.asset-factory.form.generate')}
          </Button>
          <Button variant="outlined" onClick={keepDraft}>
            {translate('app.asset-factory.form.save_draft')}
          </Button>
          <Button
            variant="outlined"
            disabled={!assetId}
            onClick={() => assetId && window.open(previewUrl(assetId), '_blank', 'noopener')}
          >
            {translate('app.asset-factory.preview')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};

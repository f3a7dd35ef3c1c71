import {
  Box,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { isFinished, PIPELINE_STATUSES } from '../../../domain/document-jobs';
import { DOCUMENT_TEMPLATES, isTemplateId } from '../../../domain/document-templates';
import { formatDateTime, statusColour } from '../format';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import { previewUrl } from './types';

/** The pipeline's query key, refetched when a job is queued or ends. */
export const DOCUMENT_PIPELINE_KEY = ['asset-factory', 'pipeline'];

/** The real recent jobs of the document-generation queue, refreshed every second while any is running. */
export const PipelineCard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, error } = useQuery({
    queryKey: DOCUMENT_PIPELINE_KEY,
    queryFn: () => dataProvider.getDocumentPipeline(),
    refetchInterval: (query) => (query.state.data?.jobs.some((job) => !isFinished(job.status)) ? 1000 : 10_000),
  });
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.asset-factory.pipeline.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(4, 1fr)', mb: 2 }}>
          {PIPELINE_STATUSES.map((status) => (
            <Box key={status} sx={{ textAlign: 'center', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Typography variant="h5" data-testid={`pipeline-${status}`}>
                {data?.stats[status] ?? '-'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {status}
              </Typography>
            </Box>
          ))}
        </Box>
        {error ? (
          <Typography color="error">
            {translate('app.asset-factory.pipeline.load_failed', { error: errorMessage(error) })}
          </Typography>
        ) : !data?.jobs.length ? (
          <Typography color="text.secondary">{translate('app.asset-factory.pipeline.empty')}</Typography>
        ) : (
          <List dense disablePadding aria-label={translate('app.asset-factory.pipeline.recent')}>
            {data.jobs.map((job) => (
              <ListItem key={job.id} divider disableGutters>
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <span>{job.name}</span>
                      <Chip size="small" label={job.status} color={statusColour(job.status)} />
                      {job.result && (
                        <Link href={previewUrl(job.result.assetId)} target="_blank" rel="noopener">
                          {translate('app.asset-factory.preview')}
                        </Link>
                      )}
                    </Box>
                  }
                  secondary={
                    <Box component="span" sx={{ display: 'block' }}>
                      {isTemplateId(job.template) ? DOCUMENT_TEMPLATES[job.template].label : job.template} ·{' '}
                      {formatDateTime(job.createdAt)}
                      {job.error && (
                        <Typography component="span" color="error" variant="body2" sx={{ display: 'block' }}>
                          {translate('app.asset-factory.pipeline.attempt', {
                            error: job.error,
                            attemptsMade: job.attemptsMade,
                            attempts: job.attempts,
                          })}
                        </Typography>
                      )}
                      {!isFinished(job.status) && (
                        <LinearProgress variant="determinate" value={job.progress} sx={{ mt: 0.5 }} />
                      )}
                    </Box>
                  }
                  slotProps={{ secondary: { component: 'span' } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};

import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, Card, CardContent, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { type DragEvent, useRef, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { formatBytes, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, UPLOAD_TOO_LARGE_MESSAGE } from '../../../domain/asset-files';
import { errorMessage } from '../providers/errorMessage';
import { sha256OfFile, startUpload, type UploadHandle } from './upload';

type Phase = { step: 'idle' } | { step: 'hashing' | 'uploading'; progress: number };

const KIND_CHOICES = [
  { id: '', label: 'From the content (image or document)' },
  { id: 'valuation', label: 'Valuation (a document)' },
  { id: 'instrument', label: 'Instrument (a document)' },
];

/** Choose or drop a file, then Confirm Upload or Cancel; progress while hashing and sending. */
export const UploadPanel = () => {
  const [file, setFile] = useState<File | null>(null);
  const [tags, setTags] = useState('');
  const [kind, setKind] = useState('');
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<UploadHandle | null>(null);
  const cancelled = useRef(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const busy = phase.step !== 'idle';

  const reset = () => {
    setFile(null);
    setTags('');
    setKind('');
    setPhase({ step: 'idle' });
    upload.current = null;
    if (input.current) input.current.value = '';
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen || busy) return;
    if (chosen.size > MAX_UPLOAD_BYTES) {
      notify('app.notification.upload_failed', { type: 'error', messageArgs: { error: UPLOAD_TOO_LARGE_MESSAGE } });
      return;
    }
    setFile(chosen);
  };

  const confirm = async () => {
    if (!file) return;
    cancelled.current = false;
    try {
      setPhase({ step: 'hashing', progress: 0 });
      const checksum = await sha256OfFile(file, (progress) => setPhase({ step: 'hashing', progress }));
      if (cancelled.current) return;
      setPhase({ step: 'uploading', progress: 0 });
      upload.current = await startUpload({ file, checksum, tags, kind }, (progress) =>
        setPhase({ step: 'uploading', progress }),
      );
      const asset = await upload.current.done;
      notify('app.notification.asset_uploaded', {
        type: 'success',
        messageArgs: { name: asset.name, version: asset.version },
      });
      reset();
      refresh();
    } catch (error) {
      if (cancelled.current) return;
      setPhase({ step: 'idle' });
      notify('app.notification.upload_failed', { type: 'error', messageArgs: { error: errorMessage(error) } });
    }
  };

  const cancel = () => {
    cancelled.current = true;
    upload.current?.abort();
    reset();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Upload Asset
        </Typography>
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            border: '2px dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 3,
            textAlign: 'center',
            bgcolor: dragging ? 'action.hover' : 'transparent',
          }}
        >
          <CloudUploadIcon color="action" sx={{ fontSize: 40 }} />
          <Typography>Drag and drop a file here, or</Typography>
          <Button variant="outlined" sx={{ mt: 1 }} onClick={() => input.current?.click()} disabled={busy}>
            Choose File
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            aria-label="File to upload"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Maximum file size: {MAX_UPLOAD_LABEL}
          </Typography>
        </Box>

        {file && (
          <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
            <Typography>
              Selected: <strong>{file.name}</strong> ({formatBytes(file.size)})
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <TextField
                label="Tags"
                helperText="Comma-separated, e.g. contract, 2026"
                value={tags}
                onChange={(event) => setTags(event.target.value)}
                disabled={busy}
                size="small"
                sx={{ minWidth: 260 }}
              />
              <TextField
                select
                label="File as"
                value={kind}
                onChange={(event) => setKind(event.target.value)}
                disabled={busy}
                size="small"
                sx={{ minWidth: 280 }}
              >
                {KIND_CHOICES.map((choice) => (
                  <MenuItem key={choice.id} value={choice.id}>
                    {choice.label}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            {busy && (
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {phase.step === 'hashing' ? 'Computing checksum' : 'Uploading'} {Math.round(phase.progress * 100)}%
                </Typography>
                <LinearProgress variant="determinate" value={phase.progress * 100} aria-label="Upload progress" />
              </Box>
            )}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button variant="contained" onClick={confirm} disabled={busy}>
                Confirm Upload
              </Button>
              <Button onClick={cancel}>Cancel</Button>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

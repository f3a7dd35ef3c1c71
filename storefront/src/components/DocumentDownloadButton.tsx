import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { downloadDocument } from '../lib/documents';
import { useToast } from '../lib/toast';

/** Downloads one of the client's documents through an authorised link fetched at the moment of the click. */
export function DocumentDownloadButton({ id, name }: { id: string; name: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await downloadDocument(id);
    } catch (error) {
      console.error('Download failed', error);
      toast({
        title: 'Download failed',
        description: 'This document could not be downloaded.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<Download />}
      onClick={click}
      disabled={busy}
      aria-label={`Download ${name}`}
      sx={{ flexShrink: 0 }}
    >
      Download
    </Button>
  );
}

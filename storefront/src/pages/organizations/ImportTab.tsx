// Bring existing companies in from a CSV file: check it first (each row's problems, nothing written), then import
// every row at once; a file with any problem imports nothing.
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { IMPORT_TEMPLATE_HEADER } from '../../../../domain/existing-companies';
import { apiRequest } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { canWrite, type ImportResult, type Organization, orgPath } from './organization-api';

export function ImportTab({ organization }: { organization: Organization }) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const send = (preview: boolean) => {
    const form = new FormData();
    if (file) form.append('file', file);
    return apiRequest<ImportResult>(
      'POST',
      `${orgPath(organization.id)}/entities/import${preview ? '?preview=1' : ''}`,
      form,
    );
  };
  const check = useMutation({
    mutationFn: () => send(true),
    onSuccess: setChecked,
    onError: (error) =>
      toast({ title: 'The file could not be read', description: error.message, variant: 'destructive' }),
  });
  const run = useMutation({
    mutationFn: () => send(false),
    onSuccess: async (result) => {
      setChecked(result);
      if (result.errors.length > 0) return;
      await queryClient.invalidateQueries({ queryKey: [orgPath(organization.id)] });
      toast({
        title: `${result.imported} companies imported`,
        description: 'Their deadlines are in the calendar.',
        variant: 'success',
      });
      navigate(`/organizations/${organization.id}/registry`);
    },
    onError: (error) => toast({ title: 'Import failed', description: error.message, variant: 'destructive' }),
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setChecked(null);
  };

  if (!canWrite(organization.role))
    return <Alert severity="info">Only the organization's owners and admins import companies.</Alert>;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        Import existing companies
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        A CSV file whose first row is <code>{IMPORT_TEMPLATE_HEADER}</code> (formation date as YYYY-MM-DD, type LLC,
        Corporation, Series LLC or Trust), up to 10,000 companies. Check it first: every row's problem is listed and
        nothing is imported until the whole file is clean.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button component="label" variant="outlined" startIcon={<UploadFile />}>
          Choose CSV file
          <input hidden type="file" accept=".csv,text/csv" onChange={choose} data-testid="import-file" />
        </Button>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {file ? file.name : 'No file chosen'}
        </Typography>
        <Button variant="outlined" disabled={!file || check.isPending} onClick={() => check.mutate()}>
          Check file
        </Button>
        <Button
          variant="contained"
          disabled={!checked || checked.errors.length > 0 || checked.imported === 0 || run.isPending}
          onClick={() => run.mutate()}
        >
          Import
        </Button>
      </Stack>
      {checked && checked.errors.length === 0 && (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="import-ready">
          {checked.imported} companies ready to import.
        </Alert>
      )}
      {checked && checked.errors.length > 0 && (
        <>
          <Alert severity="error" sx={{ mt: 2 }}>
            {checked.errors.length} rows need fixing: nothing was imported. Correct the file and check it again.
          </Alert>
          <Table size="small" aria-label="Rows with problems" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>Row</TableCell>
                <TableCell>Problem</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {checked.errors.map((error) => (
                <TableRow key={error.row} data-testid="import-error-row">
                  <TableCell>{error.row}</TableCell>
                  <TableCell>{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Paper>
  );
}

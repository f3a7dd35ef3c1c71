// The scan of a mail item (PDF or image): a file chosen with a button, its name shown once chosen.
import { Button, FormHelperText, Typography } from '@mui/material';
import { InputHelperText, required, useInput, useTranslate } from 'react-admin';

const validateScan = required();

export const ScanInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput<File | null>({
    source,
    validate: validateScan,
    defaultValue: null,
  });
  const file = field.value as File | null;
  return (
    <>
      <Button variant="outlined" component="label">
        {translate(file ? 'app.mailroom.log.choose_another' : 'app.mailroom.log.choose_scan')}
        <input
          hidden
          type="file"
          aria-label={translate('app.mailroom.log.scan')}
          accept="application/pdf,image/*"
          onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
        />
      </Button>
      {file && <Typography variant="body2">{translate('app.mailroom.log.scan_name', { name: file.name })}</Typography>}
      {/* a file input is never blurred: its error shows once the form is submitted */}
      {fieldState.error && (fieldState.isTouched || formState.isSubmitted) && (
        <FormHelperText error>
          <InputHelperText error={fieldState.error.message} />
        </FormHelperText>
      )}
    </>
  );
};

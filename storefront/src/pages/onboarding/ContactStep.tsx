import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '../../../../domain/email';
import type { Contact } from '../../lib/checkout-record';

const FIELDS: { name: keyof Contact; label: string; required?: boolean; type?: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name' },
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
];

export function ContactStep({ contact, onChange }: { contact: Contact; onChange: (contact: Contact) => void }) {
  // The email is checked once the visitor leaves the field (not while typing it).
  const [emailLeft, setEmailLeft] = useState(false);
  const emailWrong = emailLeft && contact.email.trim() !== '' && !isValidEmail(contact.email);
  return (
    <Grid container spacing={2}>
      {FIELDS.map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: field.name === 'company' ? 12 : 6 }}>
          <TextField
            id={`contact-${field.name}`}
            name={field.name}
            label={field.label}
            type={field.type ?? 'text'}
            required={field.required}
            autoComplete={field.autoComplete}
            value={contact[field.name]}
            onChange={(event) => onChange({ ...contact, [field.name]: event.target.value })}
            onBlur={field.name === 'email' ? () => setEmailLeft(true) : undefined}
            error={field.name === 'email' && emailWrong}
            helperText={field.name === 'email' && emailWrong ? INVALID_EMAIL_MESSAGE : undefined}
            fullWidth
          />
        </Grid>
      ))}
    </Grid>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CONTACT_LIMITS, CONTACT_TOPICS } from '../../../domain/contact';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '../../../domain/email';
import { apiRequest, errorMessage } from '../lib/api';
import { useProfileContact } from '../lib/profile';

interface Company {
  name: string;
  supportEmail: string;
  supportPhone: string;
  address: string;
}

interface Form {
  name: string;
  email: string;
  topic: string;
  message: string;
}

type Field = keyof Form;

const EMPTY: Form = { name: '', email: '', topic: '', message: '' };

/** The first problem of each field, as the server words it in spirit (the server checks again). */
function fieldErrors(form: Form): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!form.name.trim()) errors.name = 'Please enter your name';
  if (!form.email.trim()) errors.email = 'Please enter your email address';
  else if (!isValidEmail(form.email)) errors.email = INVALID_EMAIL_MESSAGE;
  if (!form.topic) errors.topic = 'Please choose a topic';
  if (!form.message.trim()) errors.message = 'Please write your message';
  return errors;
}

function CompanyDetails({ company }: { company: Company | undefined }) {
  if (!company) return <Typography color="text.secondary">Loading our contact details...</Typography>;
  const phoneHref = `tel:${company.supportPhone.replace(/[^+\d]/g, '')}`;
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }} data-testid="company-details">
      <Typography sx={{ fontWeight: 700 }}>{company.name}</Typography>
      <Typography sx={{ mt: 1 }}>
        Email: <Link href={`mailto:${company.supportEmail}`}>{company.supportEmail}</Link>
      </Typography>
      <Typography>
        Phone: <Link href={phoneHref}>{company.supportPhone}</Link>
      </Typography>
      <Typography sx={{ mt: 1 }}>{company.address}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        We answer messages within one business day.
      </Typography>
    </Box>
  );
}

export default function ContactPage() {
  const company = useQuery<Company>({ queryKey: ['/api/company'] });
  const profile = useProfileContact();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  // A signed-in client's name and email are filled in (whatever they already typed is kept).
  useEffect(() => {
    if (!profile) return;
    const name = `${profile.firstName} ${profile.lastName}`.trim();
    setForm((current) => ({
      ...current,
      name: current.name.trim() ? current.name : name,
      email: current.email.trim() ? current.email : profile.email,
    }));
  }, [profile]);

  // The confirmation takes keyboard focus, so screen readers announce it.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(form);
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const answer = await apiRequest<{ id: string; message: string }>('POST', '/api/contact', form);
      setSent(answer.message);
      setForm((current) => ({ ...current, topic: '', message: '' }));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field) => ({
    id: `contact-${name}`,
    name,
    value: form[name],
    onChange: change(name),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    required: true,
  });

  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Contact Us
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Questions about a formation, an order, compliance or your membership? Write to us and a formation specialist
        will answer.
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper component="section" aria-labelledby="contact-details-title" variant="outlined" sx={{ p: 3 }}>
            <Typography id="contact-details-title" variant="h6" component="h2" gutterBottom>
              Our Contact Details
            </Typography>
            {company.isError ? (
              <Typography color="text.secondary">Our contact details could not be loaded.</Typography>
            ) : (
              <CompanyDetails company={company.data} />
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper
            component="form"
            noValidate
            onSubmit={submit}
            aria-labelledby="contact-form-title"
            variant="outlined"
            sx={{ p: 3 }}
          >
            <Typography id="contact-form-title" variant="h6" component="h2" gutterBottom>
              Send Us a Message
            </Typography>
            {sent && (
              <Alert severity="success" ref={confirmationRef} tabIndex={-1} sx={{ mb: 2 }} data-testid="contact-sent">
                <AlertTitle>Message sent</AlertTitle>
                {sent}
              </Alert>
            )}
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            )}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...field('name')}
                  label="Your name"
                  autoComplete="name"
                  slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.name } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...field('email')}
                  label="Email"
                  type="email"
                  autoComplete="email"
                  onBlur={() =>
                    form.email.trim() &&
                    !isValidEmail(form.email) &&
                    setErrors((current) => ({ ...current, email: INVALID_EMAIL_MESSAGE }))
                  }
                />
              </Grid>
              <Grid size={12}>
                <TextField {...field('topic')} select label="Topic">
                  {CONTACT_TOPICS.map((topic) => (
                    <MenuItem key={topic} value={topic}>
                      {topic}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={12}>
                <TextField
                  {...field('message')}
                  label="Message"
                  multiline
                  minRows={5}
                  slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.message } }}
                />
              </Grid>
            </Grid>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
              <Button type="submit" variant="contained" disabled={sending}>
                {sending ? 'Sending...' : 'Send Message'}
              </Button>
            </Box>
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}

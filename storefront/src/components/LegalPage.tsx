import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const CONTACT_PAGE = 'our contact page';

/** A paragraph's text, with 'our contact page' linked to /contact. */
function withContactLink(text: string): ReactNode {
  const at = text.indexOf(CONTACT_PAGE);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <RouterLink to="/contact">{CONTACT_PAGE}</RouterLink>
      {text.slice(at + CONTACT_PAGE.length)}
    </>
  );
}

export interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs after the list. */
  closing?: string[];
}

/** A static legal document: title, date line and numbered sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
  children,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
  children?: ReactNode;
}) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.75rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Last updated {updated}
      </Typography>
      <Typography sx={{ mb: 3 }}>{intro}</Typography>
      {sections.map((section, index) => (
        <Box component="section" key={section.title} sx={{ mb: 3 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {index + 1}. {section.title}
          </Typography>
          {section.paragraphs?.map((text) => (
            <Typography key={text} sx={{ mb: 1.5 }}>
              {withContactLink(text)}
            </Typography>
          ))}
          {section.items && (
            <Box component="ul" sx={{ mt: 0, pl: 3 }}>
              {section.items.map((item) => (
                <Typography component="li" key={item} sx={{ mb: 0.5 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          )}
          {section.closing?.map((text) => (
            <Typography key={text} sx={{ mb: 1.5 }}>
              {text}
            </Typography>
          ))}
        </Box>
      ))}
      {children}
    </Container>
  );
}

// Renders a document request to PDF with pdfkit: title, parties, the terms as a table, the template's clauses
// and a signature block. Standard fonts only, so rendering needs no files and stays fast.
import type PDFKit from 'pdfkit';
import { DOCUMENT_TEMPLATES, type TemplateId } from '../../domain/document-templates';

export interface RenderInput {
  template: TemplateId;
  name: string;
  entityName: string;
  terms: Record<string, unknown>;
  date?: Date;
}

const humanize = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** pdfkit (with its font engine, several MB of a process's memory) is loaded with the first document or warm-up. */
let pdfkit: Promise<typeof PDFKit> | null = null;

export async function renderDocumentPdf(input: RenderInput): Promise<Buffer> {
  pdfkit ??= import('pdfkit').then((module) => module.default);
  const PDFDocument = await pdfkit;
  const template = DOCUMENT_TEMPLATES[input.template];
  const date = input.date ?? new Date();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 72,
    info: { Title: `${template.label}: ${input.entityName}`, Subject: input.name, CreationDate: date },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(template.label.toUpperCase(), { align: 'center' });
  doc.moveDown(0.5).font('Helvetica').fontSize(14).text(input.entityName, { align: 'center' });
  doc
    .moveDown(0.3)
    .fontSize(10)
    .fillColor('#555555')
    .text(`Dated ${date.toISOString().slice(0, 10)}`, {
      align: 'center',
    });
  doc.fillColor('#000000').moveDown(1.5);

  const terms = Object.entries(input.terms).filter(([key]) => key !== 'entityName');
  if (terms.length) {
    doc.font('Helvetica-Bold').fontSize(12).text('Terms');
    doc.moveDown(0.3).fontSize(10);
    for (const [key, value] of terms) {
      doc.font('Helvetica-Bold').text(`${capitalize(humanize(key))}: `, { continued: true });
      doc.font('Helvetica').text(formatValue(value));
    }
    doc.moveDown(1);
  }

  doc.font('Helvetica-Bold').fontSize(12).text('Provisions');
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  template.clauses.forEach((clause, index) => {
    doc.text(`${index + 1}. ${clause.replaceAll('{entityName}', input.entityName)}`, { align: 'justify' });
    doc.moveDown(0.4);
  });

  doc.moveDown(2).text('______________________________');
  doc.text(`For and on behalf of ${input.entityName}`);
  doc.end();
  return done;
}

/**
 * Renders a sample document and throws it away: loading pdfkit and reading its fonts hold this thread for a
 * moment, which the worker pays at start rather than in the middle of its first batch of documents.
 */
export function warmUpPdfRenderer(): Promise<Buffer> {
  return renderDocumentPdf({ template: 'operating_agreement', name: 'Warm-up', entityName: 'Warm-up LLC', terms: {} });
}

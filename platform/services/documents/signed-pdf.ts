// The signed PDF of an electronically signed document, with pdf-lib: the original pages unchanged, then a
// signature page, then a certificate of completion. The certificate states the SHA-256 of the original file and
// of the signed document (original pages + signature page, saved before the certificate is added); the SHA-256
// of the whole file is stored with the signature. Built deterministically from its inputs (dates fixed to the
// signing time), so the signed document's hash can be checked by building it again.
import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export interface SignatureDetails {
  documentName: string;
  /** The capacity the signer signs in (Organizer, Incorporator, Member, ...). */
  capacity: string;
  signerName: string;
  signerEmail: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  consentText: string;
}

export interface SignedPdf {
  bytes: Uint8Array;
  originalSha256: string;
  signedDocumentSha256: string;
  fileSha256: string;
  originalPageCount: number;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const PAGE: [number, number] = [612, 792];
const MARGIN = 56;

/** Text the standard fonts can draw (WinAnsi): anything else becomes '?'. */
function drawable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** Splits text into lines that fit the width (long words are cut). */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(font, text).split(/\s+/)) {
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      if (line) lines.push(line);
      lines.push(rest.slice(0, cut));
      line = '';
      rest = rest.slice(cut);
    }
    const candidate = line ? `${line} ${rest}` : rest;
    if (font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = rest;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  y = PAGE[1] - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly font: PDFFont,
  ) {}
  text(text: string, { size = 11, font = this.font, gap = 4 }: { size?: number; font?: PDFFont; gap?: number } = {}) {
    for (const line of wrap(font, size, text, PAGE[0] - 2 * MARGIN)) {
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= size + gap;
    }
  }
  space(points: number) {
    this.y -= points;
  }
}

const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

export async function buildSignedPdf(original: Uint8Array, details: SignatureDetails): Promise<SignedPdf> {
  const originalSha256 = sha256Hex(original);
  const fixed = { updateMetadata: false } as const;

  const doc = await PDFDocument.load(original, fixed);
  const originalPageCount = doc.getPageCount();
  doc.setModificationDate(details.signedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const script = await doc.embedFont(StandardFonts.TimesRomanItalic);
  const signature = new Writer(doc.addPage(PAGE), regular);
  signature.text('Signature', { size: 20, font: bold, gap: 12 });
  signature.text(details.documentName, { size: 12 });
  signature.space(24);
  signature.text(drawable(script, details.signerName), { size: 30, font: script, gap: 2 });
  signature.page.drawLine({
    start: { x: MARGIN, y: signature.y },
    end: { x: PAGE[0] - MARGIN, y: signature.y },
    thickness: 0.8,
    color: rgb(0.3, 0.3, 0.3),
  });
  signature.space(8);
  signature.text(`${details.signerName}, ${details.capacity}`, { size: 11 });
  signature.text(`Signed electronically on ${utc(details.signedAt)}`, { size: 11 });
  signature.space(16);
  signature.text(`The signer adopted this typed name as their signature after agreeing: "${details.consentText}"`, {
    size: 9,
  });
  const signedDocument = await doc.save({ useObjectStreams: false });
  const signedDocumentSha256 = sha256Hex(signedDocument);

  const final = await PDFDocument.load(signedDocument, fixed);
  const font = await final.embedFont(StandardFonts.Helvetica);
  const heading = await final.embedFont(StandardFonts.HelveticaBold);
  const mono = await final.embedFont(StandardFonts.Courier);
  const certificate = new Writer(final.addPage(PAGE), font);
  certificate.text('Certificate of Completion', { size: 20, font: heading, gap: 14 });
  const rows: [string, string][] = [
    ['Document', details.documentName],
    ['Signer name', details.signerName],
    ['Signer email', details.signerEmail],
    ['Signed as', details.capacity],
    ['Signed at (UTC)', details.signedAt.toISOString()],
    ['IP address', details.ip],
    ['User agent', details.userAgent || 'not sent'],
    ['Pages', `${originalPageCount} original page(s) unchanged, then the signature page, then this certificate`],
  ];
  for (const [label, value] of rows) {
    certificate.text(label, { size: 9, font: heading, gap: 2 });
    certificate.text(value, { size: 10, gap: 8 });
  }
  certificate.text('SHA-256 of the original document', { size: 9, font: heading, gap: 2 });
  certificate.text(originalSha256, { size: 8, font: mono, gap: 8 });
  certificate.text(`SHA-256 of the signed document (pages 1-${originalPageCount + 1})`, {
    size: 9,
    font: heading,
    gap: 2,
  });
  certificate.text(signedDocumentSha256, { size: 8, font: mono, gap: 8 });
  certificate.text('Consent to sign electronically (ESIGN Act, UETA)', { size: 9, font: heading, gap: 2 });
  certificate.text(details.consentText, { size: 9, gap: 3 });
  const bytes = await final.save({ useObjectStreams: false });
  return { bytes, originalSha256, signedDocumentSha256, fileSha256: sha256Hex(bytes), originalPageCount };
}

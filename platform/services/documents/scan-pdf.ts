// A signed scan must be a PDF a reader can open: parsed by pdf-lib, with at least one page. A file that only starts
// with `%PDF-` (an HTML page renamed, a cut-off download) is refused with a reason staff can act on.
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';

/** Why the file at `path` is no usable PDF, or null when it opens with one page or more. */
export async function scanPdfProblem(path: string): Promise<string | null> {
  const bytes = await readFile(path);
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return 'The signed scan must be a PDF file';
  try {
    // Encrypted scans still count their pages; nothing is decrypted or rewritten.
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (pdf.getPageCount() < 1) return 'The signed scan is a PDF without pages: scan the signed document again';
    return null;
  } catch {
    return 'The signed scan is not a readable PDF (damaged or cut short): scan the signed document again';
  }
}

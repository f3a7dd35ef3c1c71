import { describe, expect, it } from 'vitest';
import {
  classifyContent,
  decideKind,
  displayFileName,
  formatBytes,
  parseTags,
  safeFileName,
  uploadKey,
} from '../../domain/asset-files';

describe('upload names and keys', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\report.pdf', 'report.pdf'],
    ['.env', 'env'],
    ['..', 'file'],
    ['My Report (final).pdf', 'My_Report_final_.pdf'],
    ['résumé.pdf', 'resume.pdf'],
    ['a..b.txt', 'a.b.txt'],
  ])('%j becomes the safe segment %j', (raw, safe) => {
    expect(safeFileName(raw)).toBe(safe);
  });

  it('keys uploads as uploads/{timestamp}_{unique}_{filename}', () => {
    expect(uploadKey(1700000000000, '3fa9c1d2e4b5', '../x y.png')).toBe('uploads/1700000000000_3fa9c1d2e4b5_x_y.png');
  });

  it('keeps the display name readable but without folders or control characters', () => {
    expect(displayFileName('dir/sub/Q3 Valuation.pdf')).toBe('Q3 Valuation.pdf');
    expect(displayFileName('bad\u0000\u001fname.txt')).toBe('badname.txt');
    expect(displayFileName('///')).toBe('file');
  });
});

describe('content and kind', () => {
  it('accepts images and documents by signature, text without one, and refuses the rest', () => {
    expect(classifyContent('image/png', false, 'x.pdf')).toEqual({
      ok: true,
      mime: 'image/png',
      contentClass: 'image',
    });
    expect(classifyContent('application/pdf', false, 'x.png')).toMatchObject({ contentClass: 'document' });
    expect(classifyContent(undefined, true, 'ledger.CSV')).toEqual({
      ok: true,
      mime: 'text/csv',
      contentClass: 'document',
    });
    expect(classifyContent(undefined, true, 'notes')).toMatchObject({ mime: 'text/plain' });
    expect(classifyContent('application/x-elf', false, 'x.pdf')).toMatchObject({ ok: false });
    expect(classifyContent(undefined, false, 'blob.bin')).toMatchObject({ ok: false });
  });

  it('takes valuation and instrument hints for documents only, and image only for images', () => {
    expect(decideKind('image')).toEqual({ kind: 'image' });
    expect(decideKind('document')).toEqual({ kind: 'document' });
    expect(decideKind('document', 'valuation')).toEqual({ kind: 'valuation' });
    expect(decideKind('document', 'instrument')).toEqual({ kind: 'instrument' });
    expect(decideKind('document', 'image')).toHaveProperty('error');
    expect(decideKind('image', 'valuation')).toHaveProperty('error');
  });
});

describe('tags and sizes', () => {
  it('parses comma-separated tags without blanks or duplicates, within limits', () => {
    expect(parseTags(' a, b ,,a ')).toEqual(['a', 'b']);
    expect(parseTags(undefined)).toEqual([]);
    expect(parseTags(Array.from({ length: 21 }, (_, i) => `t${i}`).join(','))).toHaveProperty('error');
    expect(parseTags('x'.repeat(41))).toHaveProperty('error');
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(100 * 1024 * 1024)).toBe('100 MB');
  });
});

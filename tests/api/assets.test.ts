// DAM end to end on the real database and a scratch STORAGE_DIR: uploads (checksum, size limit, names, real
// content types, versions), the library list, download byte for byte, soft delete and the audit trail.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../domain/asset-files';
import { storagePath } from '../../platform/infra/files/local-file-store';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';
import { elfBytes, multipartBody, pdfBytes, pngBytes, sha256 } from '../helpers/uploads';

let ctx: TestContext;
let storageDir: string;
let admin: TestAgent;
let paralegal: TestAgent;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'dam-'));
  ctx = await createTestApp({ STORAGE_DIR: storageDir });
  for (const [role, assign] of [
    ['ADMIN', (a: TestAgent) => (admin = a)],
    ['PARALEGAL', (a: TestAgent) => (paralegal = a)],
  ] as const) {
    const user = await createUser(ctx.db, role);
    const agent = new TestAgent(ctx.app);
    await agent.login(user.email, user.password);
    assign(agent);
  }
});
afterAll(async () => {
  await ctx?.close();
  await rm(storageDir, { recursive: true, force: true });
});

const unique = (name: string) => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}-${name}`;

async function upload(
  agent: TestAgent,
  file: { name: string; data: Buffer; type?: string },
  fields: Record<string, string> = {},
) {
  const body = await multipartBody({ checksum: sha256(file.data), ...fields }, file);
  return agent.request({ method: 'POST', url: '/api/assets', ...body, csrf: true });
}

/** Files under uploads/ and anything left in staging. */
async function storedFiles(): Promise<string[]> {
  const list = async (dir: string) => (await readdir(path.join(storageDir, dir)).catch(() => [])) as string[];
  return [...(await list('uploads')), ...(await list('.staging')).map((f) => `.staging/${f}`)];
}

describe('POST /api/assets', () => {
  it('stores an image under a server key, answers the asset and audits the upload', async () => {
    const data = pngBytes(1);
    const name = unique('logo.png');
    const response = await upload(admin, { name, data, type: 'image/png' }, { tags: 'brand, logo ,brand' });
    expect(response.statusCode).toBe(201);
    const asset = response.json();
    expect(asset).toMatchObject({
      kind: 'image',
      name,
      mimeType: 'image/png',
      sizeBytes: data.length,
      checksum: sha256(data),
      tags: ['brand', 'logo'],
      version: 1,
    });
    expect(asset.s3Key).toMatch(/^uploads\/\d+_[A-Za-z0-9._-]+$/);
    expect(asset.s3Key.endsWith(name)).toBe(true);
    expect(await readFile(storagePath(storageDir, asset.s3Key))).toEqual(data);
    const entry = await ctx.db.auditEntry.findFirst({ where: { action: 'upload', target: name } });
    expect(entry).toMatchObject({ success: true, role: 'ADMIN' });
  });

  it('downloads the file back byte for byte with its type and a Content-Disposition, and audits it', async () => {
    const data = pdfBytes('download');
    const name = unique('Contract "final" é.pdf');
    const asset = (await upload(paralegal, { name, data })).json();
    const response = await paralegal.request({ method: 'GET', url: `/api/assets/${asset.id}/download` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(response.headers['content-disposition']).toContain('filename*=UTF-8');
    expect(response.rawPayload.equals(data)).toBe(true);
    const inline = await paralegal.request({
      method: 'GET',
      url: `/api/assets/${asset.id}/download?disposition=inline`,
    });
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(await ctx.db.auditEntry.count({ where: { action: 'asset.download', target: asset.name } })).toBe(2);
  });

  it('a second upload of the same name becomes version 2; each version downloads its own bytes', async () => {
    const name = unique('valuation.pdf');
    const first = (await upload(admin, { name, data: pdfBytes('one') }, { kind: 'valuation' })).json();
    const second = (await upload(admin, { name, data: pdfBytes('two') }, { kind: 'valuation' })).json();
    expect(second.id).toBe(first.id);
    expect([first.version, second.version]).toEqual([1, 2]);
    expect(second.s3Key).not.toBe(first.s3Key);
    const detail = (await admin.request({ method: 'GET', url: `/api/assets/${first.id}` })).json();
    expect(detail.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const v1 = await admin.request({ method: 'GET', url: `/api/assets/${first.id}/download?version=1` });
    expect(v1.rawPayload.equals(pdfBytes('one'))).toBe(true);
    const latest = await admin.request({ method: 'GET', url: `/api/assets/${first.id}/download` });
    expect(latest.rawPayload.equals(pdfBytes('two'))).toBe(true);
  });

  it('refuses a checksum that does not match the content (400) and keeps nothing', async () => {
    const before = await storedFiles();
    const count = await ctx.db.asset.count();
    const name = unique('tampered.pdf');
    const body = await multipartBody({ checksum: sha256(Buffer.from('other')) }, { name, data: pdfBytes() });
    const response = await admin.request({ method: 'POST', url: '/api/assets', ...body, csrf: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^checksum: does not match/);
    expect(await storedFiles()).toEqual(before);
    expect(await ctx.db.asset.count()).toBe(count);
    expect(await ctx.db.auditEntry.findFirst({ where: { action: 'upload.failed' } })).toMatchObject({
      success: false,
    });
  });

  it('refuses a file over 100MB with 413 and a clear message, keeping nothing', async () => {
    const before = await storedFiles();
    const count = await ctx.db.asset.count();
    const boundary = '----limit-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="checksum"\r\n\r\n${'a'.repeat(64)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    const chunks = Math.ceil(MAX_UPLOAD_BYTES / chunk.length) + 1;
    const payload = Readable.from(
      (function* () {
        yield head;
        for (let i = 0; i < chunks; i++) yield chunk;
        yield tail;
      })(),
    );
    const response = await admin.request({
      method: 'POST',
      url: '/api/assets',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      csrf: true,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File too large: the maximum upload size is 100MB');
    expect(await storedFiles()).toEqual(before);
    expect(await ctx.db.asset.count()).toBe(count);
  }, 60_000);

  it.each([
    '../../../etc/passwd.txt',
    '..\\..\\windows\\win.ini',
    '/absolute/path/notes.txt',
    '.hidden',
    '..',
    'a/../../b.txt',
    'name\u0000with-null.txt',
  ])('keeps a traversal name (%j) inside the uploads folder', async (name) => {
    const text = `text for ${JSON.stringify(name)}\n`;
    const response = await upload(admin, { name, data: Buffer.from(text) });
    expect(response.statusCode).toBe(201);
    const asset = response.json();
    expect(asset.s3Key).toMatch(/^uploads\/\d+_[A-Za-z0-9][A-Za-z0-9._-]*$/);
    expect(asset.s3Key).not.toContain('..');
    expect(asset.name).not.toMatch(/[\\/]/);
    expect(asset.name).not.toContain(String.fromCharCode(0));
    const full = storagePath(storageDir, asset.s3Key);
    expect(full.startsWith(path.join(storageDir, 'uploads') + path.sep)).toBe(true);
    expect((await readFile(full)).toString()).toBe(text);
  });

  it('decides the kind from the content, not the name or the browser type', async () => {
    const spoofed = await upload(admin, { name: unique('photo.png'), data: pdfBytes(), type: 'image/png' });
    expect(spoofed.statusCode).toBe(201);
    expect(spoofed.json()).toMatchObject({ kind: 'document', mimeType: 'application/pdf' });

    const executable = await upload(admin, { name: unique('invoice.pdf'), data: elfBytes(), type: 'application/pdf' });
    expect(executable.statusCode).toBe(415);
    expect(executable.json().message).toMatch(/^Unsupported file type/);

    const notImage = await upload(admin, { name: unique('scan.pdf'), data: pdfBytes() }, { kind: 'image' });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('kind: the file content is not an image');

    const imageAsInstrument = await upload(
      admin,
      { name: unique('note.png'), data: pngBytes(3) },
      { kind: 'instrument' },
    );
    expect(imageAsInstrument.statusCode).toBe(400);
    expect(imageAsInstrument.json().message).toMatch(/^kind: /);

    const instrument = await upload(admin, { name: unique('note.pdf'), data: pdfBytes() }, { kind: 'instrument' });
    expect(instrument.json()).toMatchObject({ kind: 'instrument', mimeType: 'application/pdf' });

    const csv = await upload(admin, { name: unique('ledger.csv'), data: Buffer.from('a,b\n1,2\n') });
    expect(csv.json()).toMatchObject({ kind: 'document', mimeType: 'text/csv' });
  });

  it('answers 400 naming the field for a bad upload request', async () => {
    const noChecksum = await multipartBody({}, { name: 'a.txt', data: Buffer.from('x') });
    const r1 = await admin.request({ method: 'POST', url: '/api/assets', ...noChecksum, csrf: true });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().message).toMatch(/^checksum: /);

    const noFile = await multipartBody({ checksum: 'a'.repeat(64) });
    const r2 = await admin.request({ method: 'POST', url: '/api/assets', ...noFile, csrf: true });
    expect(r2.statusCode).toBe(400);
    expect(r2.json().message).toBe('file: required');

    const badKind = await upload(admin, { name: 'k.txt', data: Buffer.from('x') }, { kind: 'poster' });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toMatch(/^kind: /);

    const json = await admin.request({ method: 'POST', url: '/api/assets', payload: { name: 'x' }, csrf: true });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart\/form-data/);
  });
});

describe('GET /api/assets', () => {
  it('lists with range, sort, the type filter and Content-Range', async () => {
    const tag = unique('list');
    for (let i = 0; i < 3; i++) await upload(admin, { name: `${tag}-img-${i}.png`, data: pngBytes(100 + i) });
    await upload(admin, { name: `${tag}-doc.pdf`, data: pdfBytes(tag) });

    const filter = (f: object) => encodeURIComponent(JSON.stringify(f));
    const images = await admin.request({
      method: 'GET',
      url: `/api/assets?filter=${filter({ q: tag, kind: 'image' })}&sort=${encodeURIComponent('["name","ASC"]')}&range=[0,1]`,
    });
    expect(images.statusCode).toBe(200);
    expect(images.headers['content-range']).toBe('assets 0-1/3');
    expect(images.json().map((a: { name: string }) => a.name)).toEqual([`${tag}-img-0.png`, `${tag}-img-1.png`]);

    const all = await admin.request({ method: 'GET', url: `/api/assets?filter=${filter({ q: tag, kind: 'all' })}` });
    expect(all.headers['content-range']).toBe('assets 0-3/4');

    const bad = await admin.request({ method: 'GET', url: `/api/assets?filter=${filter({ kind: 'video' })}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^filter\.kind: /);
  });
});

describe('DELETE /api/assets/:id', () => {
  it('soft-deletes: gone from the list and downloads, kept in the database, audited', async () => {
    const name = unique('old.pdf');
    const asset = (await upload(admin, { name, data: pdfBytes() })).json();
    const response = await admin.request({ method: 'DELETE', url: `/api/assets/${asset.id}`, csrf: true });
    expect(response.statusCode).toBe(200);
    expect((await admin.request({ method: 'GET', url: `/api/assets/${asset.id}/download` })).statusCode).toBe(404);
    expect((await admin.request({ method: 'GET', url: `/api/assets/${asset.id}` })).statusCode).toBe(404);
    const row = await ctx.db.asset.findUniqueOrThrow({ where: { id: asset.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await ctx.db.auditEntry.count({ where: { action: 'asset.delete', target: name } })).toBe(1);
    // The name is free again: a new upload starts a new asset.
    const again = (await upload(admin, { name, data: pdfBytes('again') })).json();
    expect(again).toMatchObject({ version: 1 });
    expect(again.id).not.toBe(asset.id);
  });

  it('answers 400 for an id that is not a UUID and 404 for an unknown one', async () => {
    expect((await admin.request({ method: 'DELETE', url: '/api/assets/nope', csrf: true })).statusCode).toBe(400);
    const unknown = await admin.request({
      method: 'DELETE',
      url: '/api/assets/00000000-0000-4000-8000-000000000000',
      csrf: true,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

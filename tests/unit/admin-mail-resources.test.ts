// The back-office's mail room and asset sharing go through the data provider: the mail list's filters become the
// API's query parameters (blanks left out), logging sends the fields before the scan, closing posts the note, and
// an asset's share is created and removed on /api/assets/:id/share.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../admin/src/providers/dataProvider';
import { MAIL_ENTITIES, MAIL_ITEMS } from '../../admin/src/providers/mailResources';

/** Records each request (not the CSRF token's) and answers `answer`. */
function recordRequests(answer: unknown) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/csrf') return new Response('{"csrfToken":"t"}');
    requests.push({ url, method: init.method ?? 'GET', body: init.body });
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  return requests;
}

const list = (filter: Record<string, unknown>) => ({
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'ASC' as const },
  filter,
});

afterEach(() => vi.unstubAllGlobals());

describe('mail room and asset sharing through the data provider', () => {
  it('lists mail with the filters as query parameters and counts the whole answer', async () => {
    const requests = recordRequests({ data: [{ id: 'm1' }, { id: 'm2' }] });
    const result = await dataProvider.getList(
      MAIL_ITEMS,
      list({ status: 'OPEN', kind: '', q: 'acme', entityId: null }),
    );
    const url = new URL(requests[0].url, 'http://admin.test');
    expect(url.pathname).toBe('/api/admin/mail');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ status: 'OPEN', q: 'acme' });
    expect([...url.searchParams.keys()]).not.toContain('kind');
    expect([...url.searchParams.keys()]).not.toContain('entityId');
    expect(result).toEqual({ data: [{ id: 'm1' }, { id: 'm2' }], total: 2 });
  });

  it('searches the entities to log mail for', async () => {
    const requests = recordRequests({ data: [] });
    await dataProvider.getList(MAIL_ENTITIES, list({ q: 'Served Labs' }));
    const url = new URL(requests[0].url, 'http://admin.test');
    expect(url.pathname).toBe('/api/admin/mail/entities');
    expect(url.searchParams.get('q')).toBe('Served Labs');
  });

  it('logs an item as multipart, the fields before the scan', async () => {
    const requests = recordRequests({ id: 'm1' });
    const scan = new File(['%PDF-1.4'], 'summons.pdf', { type: 'application/pdf' });
    const fields = { entityId: 'e1', kind: 'SERVICE_OF_PROCESS', sender: 'Court', receivedOn: '2026-11-02' };
    await dataProvider.create(MAIL_ITEMS, { data: { ...fields, checksum: 'abc', scan } });
    expect(requests[0]).toMatchObject({ url: '/api/admin/mail', method: 'POST' });
    const form = requests[0].body as FormData;
    expect([...form.keys()]).toEqual(['checksum', 'entityId', 'kind', 'sender', 'receivedOn', 'file']);
    expect((form.get('file') as File).name).toBe('summons.pdf');
  });

  it('closes an item with its closing note', async () => {
    const requests = recordRequests({ id: 'm1', status: 'CLOSED' });
    await dataProvider.update(MAIL_ITEMS, { id: 'm1', data: { closingNote: 'Junk' }, previousData: { id: 'm1' } });
    expect(requests[0]).toMatchObject({ url: '/api/admin/mail/m1/close', method: 'POST', body: '{"note":"Junk"}' });
  });

  it("shares an asset and takes the share back on the asset's share path", async () => {
    const requests = recordRequests({ id: 'a1', ownerId: 'u1', ownerEmail: 'c@e.test' });
    const shared = await dataProvider.create('assets/a1/share', { data: { clientEmail: 'c@e.test' } });
    await dataProvider.delete('assets/a1', { id: 'share' });
    expect(shared.data.ownerEmail).toBe('c@e.test');
    expect(requests.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'POST /api/assets/a1/share',
      'DELETE /api/assets/a1/share',
    ]);
  });
});

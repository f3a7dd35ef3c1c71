// The back-office's data provider: resources named after their API paths reach them, the quality suites
// resource unwraps `{ data }` lists that have no Content-Range, and the onboarding screens' calls (over the same HTTP
// client) reach where the API expects, files as multipart with their fields before them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../admin/src/providers/dataProvider';
import { QUALITY_RUNS, QUALITY_SUITES } from '../../admin/src/quality/resources';

interface Call {
  url: string;
  method: string;
  body?: unknown;
  /** A multipart body's parts in order, a file part by its file's name. */
  parts?: [string, string][];
}

const partsOf = (form: FormData): [string, string][] =>
  [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);

/** Answers every request with `body` (and a Content-Range for lists), recording what was asked. */
function stubFetch(body: unknown, headers: Record<string, string> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/csrf') return new Response(JSON.stringify({ csrfToken: 't' }));
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      parts: init.body instanceof FormData ? partsOf(init.body) : undefined,
    });
    return new Response(JSON.stringify(body), { status: 200, headers });
  });
  return calls;
}

const page = { pagination: { page: 1, perPage: 25 }, sort: { field: 'updatedAt', order: 'DESC' as const }, filter: {} };

afterEach(() => vi.unstubAllGlobals());

describe('admin data provider', () => {
  it.each([
    ['assets', '/api/assets?'],
    ['loans', '/api/loans?'],
    ['instruments', '/api/instruments?'],
    ['admin/orders', '/api/admin/orders?'],
    ['admin/compliance', '/api/admin/compliance?'],
    ['audit', '/api/audit?'],
    ['partners', '/api/admin/partners?'],
  ])('lists the %s resource from %s', async (resource, prefix) => {
    const calls = stubFetch([{ id: 'a' }], { 'Content-Range': `${resource} 0-0/7` });
    const result = await dataProvider.getList(resource, page);
    expect(calls[0].url.startsWith(prefix)).toBe(true);
    expect(result.total).toBe(7);
  });

  it('reads one order from the admin order route', async () => {
    const calls = stubFetch({ id: 'o1', shortId: 'o1' });
    const { data } = await dataProvider.getOne('admin/orders', { id: 'o1' });
    expect(calls[0].url).toBe('/api/admin/orders/o1');
    expect(data.shortId).toBe('o1');
  });

  it('unwraps the quality suites and counts them', async () => {
    const calls = stubFetch({ data: [{ id: 's1' }, { id: 's2' }] });
    const result = await dataProvider.getList(QUALITY_SUITES, page);
    expect(calls[0].url).toBe('/api/admin/quality/test-suites?limit=25&offset=0');
    expect(result).toEqual({ data: [{ id: 's1' }, { id: 's2' }], total: 2 });
  });

  it('asks one page of quality runs with its filter, and reads one run unwrapped', async () => {
    const calls = stubFetch({ data: [{ id: 'r1' }] });
    await dataProvider.getList(QUALITY_RUNS, {
      ...page,
      pagination: { page: 2, perPage: 20 },
      filter: { suiteId: 's1' },
    });
    expect(calls[0].url).toBe('/api/admin/quality/test-runs?limit=20&offset=20&suiteId=s1');
    await dataProvider.getList(QUALITY_RUNS, { ...page, filter: { suiteId: '' } });
    expect(calls[1].url).toBe('/api/admin/quality/test-runs?limit=25&offset=0');
    const { data } = await dataProvider.getOne(QUALITY_RUNS, { id: 'r1' });
    expect(calls[2].url).toBe('/api/admin/quality/test-runs/r1');
    expect(data).toEqual([{ id: 'r1' }]);
  });

  it('updates a quality suite with PUT and answers the unwrapped suite', async () => {
    const calls = stubFetch({ data: { id: 's1', name: 'Smoke' } });
    const { data } = await dataProvider.update(QUALITY_SUITES, {
      id: 's1',
      data: { name: 'Smoke' },
      previousData: { id: 's1' },
    });
    expect(calls[0]).toMatchObject({
      url: '/api/admin/quality/test-suites/s1',
      method: 'PUT',
      body: { name: 'Smoke' },
    });
    expect(data).toEqual({ id: 's1', name: 'Smoke' });
  });

  it('reads the quality health check and starts a quality check, unwrapped', async () => {
    const calls = stubFetch({ data: { runs: [], skipped: 0 } });
    expect(await dataProvider.scheduleQualityCheck()).toEqual({ runs: [], skipped: 0 });
    await dataProvider.getQualityHealthCheck();
    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'POST /api/admin/quality/schedule-check',
      'GET /api/admin/quality/health-check',
    ]);
  });

  it("runs a suite with the spec's call, POST /api/admin/quality/test-suites/{id}/run and no body", async () => {
    const calls = stubFetch({ data: { id: 'r1', status: 'RUNNING' } });
    expect(await dataProvider.runQualitySuite('s 1')).toEqual({ id: 'r1', status: 'RUNNING' });
    expect(calls).toEqual([{ url: '/api/admin/quality/test-suites/s%201/run', method: 'POST' }]);
  });

  it('creates a client with POST /api/clients', async () => {
    const calls = stubFetch({ id: 'c1', email: 'a@example.com', role: 'CLIENT', invited: true });
    const { data } = await dataProvider.create('clients', { data: { email: 'a@example.com' } });
    expect(calls[0]).toMatchObject({ url: '/api/clients', method: 'POST', body: { email: 'a@example.com' } });
    expect(data.email).toBe('a@example.com');
  });

  it('posts a staff action and asks the board with the blank filters left out', async () => {
    const calls = stubFetch({ stage: 'REVIEW', allowedActions: [] });
    await dataProvider.orderAction('o1', { action: 'approve' });
    await dataProvider.getOnboardingBoard({ q: '', status: 'PENDING', priority: '' }, [10, 20, 10]);
    expect(calls[0]).toMatchObject({
      url: '/api/admin/orders/o1/actions',
      method: 'POST',
      body: { action: 'approve' },
    });
    expect(decodeURIComponent(calls[1].url)).toBe(
      '/api/admin/onboarding/board?filter={"status":"PENDING"}&shown=10,20,10',
    );
  });

  it("reads an order's name checks and signatures beside the order", async () => {
    const calls = stubFetch([]);
    await dataProvider.getOrderNameChecks('o1');
    await dataProvider.getOrderSignatures('o1');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/admin/orders/o1/name-checks',
      'GET /api/admin/orders/o1/signatures',
    ]);
  });

  it('sends a wet-ink scan and a certificate as multipart, the file last', async () => {
    const calls = stubFetch({});
    const file = new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' });
    await dataProvider.recordWetInk('o1', 'a1', { reason: 'Signed at the office', version: 2, checksum: 'c0', file });
    await dataProvider.uploadCertificate('o1', { checksum: 'c1', file });
    expect(calls[0]).toMatchObject({
      url: '/api/admin/orders/o1/documents/a1/wet-ink',
      method: 'POST',
      parts: [
        ['reason', 'Signed at the office'],
        ['version', '2'],
        ['checksum', 'c0'],
        ['file', 'scan.pdf'],
      ],
    });
    expect(calls[1]).toMatchObject({
      url: '/api/admin/orders/o1/certificate',
      method: 'POST',
      parts: [
        ['checksum', 'c1'],
        ['file', 'scan.pdf'],
      ],
    });
  });

  it("queues a document and saves drafts with blank terms left out, and reads the factory's jobs", async () => {
    const calls = stubFetch({ id: 'd1' });
    const form = { name: 'Note', type: 'promissory_note', terms: { entityName: 'Acme LLC', size: ' ' } };
    await dataProvider.generateDocument(form, 'd0');
    await dataProvider.saveDocumentDraft(form);
    await dataProvider.saveDocumentDraft({ ...form, type: '' }, 'd1');
    await dataProvider.getDocumentJob('j/1');
    await dataProvider.getDocumentPipeline();
    expect(calls.map(({ method, url, body }) => [`${method} ${url}`, body])).toEqual([
      [
        'POST /api/instruments',
        { name: 'Note', type: 'promissory_note', terms: { entityName: 'Acme LLC' }, draftId: 'd0' },
      ],
      ['POST /api/instruments/drafts', { name: 'Note', type: 'promissory_note', terms: { entityName: 'Acme LLC' } }],
      ['PUT /api/instruments/drafts/d1', { name: 'Note', terms: { entityName: 'Acme LLC' } }],
      ['GET /api/document-jobs/j%2F1', undefined],
      ['GET /api/document-jobs?limit=10', undefined],
    ]);
  });

  it("reads the assistant's status, capabilities, usage and a conversation, and posts a GPT query unwrapped", async () => {
    const calls = stubFetch({ data: { sessionId: 's1' } });
    const query = {
      message: 'Hi',
      context: 'general',
      includeAuditData: false,
      includeBusinessMetrics: false,
      redactionLevel: 'moderate',
    } as const;
    expect(await dataProvider.sendGptQuery(query)).toEqual({ sessionId: 's1' });
    expect(await dataProvider.getGptCapabilities()).toEqual({ sessionId: 's1' });
    await dataProvider.getGptUsageStats();
    await dataProvider.getAssistantStatus();
    await dataProvider.getChatTranscript('s/1', 'gpt');
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/admin/gpt/query',
      'GET /api/admin/gpt/capabilities',
      'GET /api/admin/gpt/usage-stats',
      'GET /api/admin/gpt/status',
      'GET /api/admin/gpt/sessions/s%2F1?channel=gpt',
    ]);
    expect(calls[0].body).toEqual(query);
  });

  it("streams the assistant's answer event by event, and rejects with the stream's error", async () => {
    const events = (...lines: string[]) => lines.map((line) => `${line}\n\n`).join('');
    let body = events(
      'event: session\ndata: {"sessionId":"s1"}',
      'event: delta\ndata: {"text":"Hel"}',
      'event: tool\ndata: {"name":"orders"}',
      'event: delta\ndata: {"text":"lo"}',
      'event: done\ndata: {"response":"Hello","stopped":false}',
    );
    const calls: { url: string; accept: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (url === '/api/csrf') return new Response(JSON.stringify({ csrfToken: 't' }));
      calls.push({ url, accept: new Headers(init.headers).get('Accept') });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    });
    const seen: string[] = [];
    const handlers = {
      onSession: (id: string) => seen.push(`session ${id}`),
      onDelta: (text: string) => seen.push(`delta ${text}`),
      onTool: (name: string) => seen.push(`tool ${name}`),
      onDone: (answer: { response: string }) => seen.push(`done ${answer.response}`),
    };
    const signal = new AbortController().signal;
    await dataProvider.streamAssistantAnswer({ message: 'Hi', channel: 'assistant' }, handlers, signal);
    expect(calls).toEqual([{ url: '/api/admin/gpt/stream', accept: 'text/event-stream' }]);
    expect(seen).toEqual(['session s1', 'delta Hel', 'tool orders', 'delta lo', 'done Hello']);

    body = events('event: error\ndata: {"message":"The assistant is busy"}');
    await expect(
      dataProvider.streamAssistantAnswer({ message: 'Hi', channel: 'assistant' }, handlers, signal),
    ).rejects.toThrow('The assistant is busy');
  });

  it('reads the figures beside the dashboard, loans and audit lists, and posts a schedule request', async () => {
    const calls = stubFetch({});
    await dataProvider.getAdminStats();
    await dataProvider.getLoanSummary();
    await dataProvider.getAuditStats({ action: 'login' });
    await dataProvider.calculateSchedule({ principal: 1000, rate: 5, term: 12, type: 'fixed', frequency: 'monthly' });
    expect(calls.map((call) => `${call.method} ${decodeURIComponent(call.url)}`)).toEqual([
      'GET /api/admin/stats',
      'GET /api/loans/summary',
      'GET /api/audit/stats?filter={"action":"login"}',
      'POST /api/schedules',
    ]);
    expect(calls[3].body).toEqual({ principal: 1000, rate: 5, term: 12, type: 'fixed', frequency: 'monthly' });
  });
});

// The one CSV writer of every export (api/lib/csv-export.ts) when its rows fail: before the first byte the
// answer is the usual JSON { message }; mid-download the response is cut, the failure logged, the process fine.
// The failures are real PostgreSQL errors (a NUL character in a query parameter).
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type CsvColumn, sendCsv } from '../../api/lib/csv-export';
import { errorsPlugin } from '../../api/plugins/errors';

let app: FastifyInstance;
let pool: pg.Pool;
const logLines: string[] = [];

const COLUMNS: CsvColumn<{ n: number; text: string }>[] = [
  { header: 'N', value: (row) => row.n },
  { header: 'Text', value: (row) => row.text },
];

/** `count` good rows, then the database refuses a query (or not, with `fail` false). */
async function* rows(count: number, failure: 'client' | 'fault' | null) {
  for (let n = 0; n < count; n++) yield { n, text: n === 0 ? '=1+1' : `row ${n}` };
  if (failure === 'client') await pool.query('SELECT $1::text', ['a\u0000b']);
  if (failure === 'fault') await pool.query('SELECT * FROM "NoSuchTable"');
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = Fastify({ logger: { level: 'warn', stream: logStream } });
  await app.register(errorsPlugin);
  app.get<{ Querystring: { count: string; failure?: 'client' | 'fault' } }>('/export', async (request, reply) =>
    sendCsv(reply, 'export.csv', COLUMNS, rows(Number(request.query.count), request.query.failure ?? null)),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await pool?.end();
});

it('streams the rows with formulas neutralised', async () => {
  const response = await app.inject({ method: 'GET', url: '/export?count=3' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toBe('attachment; filename="export.csv"');
  expect(response.body).toBe("N,Text\n0,'=1+1\n1,row 1\n2,row 2\n");
});

it('answers a database refusal of the request before the first row as a JSON 400', async () => {
  const response = await app.inject({ method: 'GET', url: '/export?count=0&failure=client' });
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['content-disposition']).toBeUndefined();
  expect(Object.keys(response.json())).toEqual(['message']);
  expect(response.body).not.toMatch(/FST_|invalid byte sequence/);
});

it('answers a fault before the first row as a JSON 500 without internals', async () => {
  const response = await app.inject({ method: 'GET', url: '/export?count=0&failure=fault' });
  expect(response.statusCode).toBe(500);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['content-disposition']).toBeUndefined();
  expect(response.json()).toEqual({ message: 'Internal server error' });
});

it('cuts the download and logs a failure after the headers, and keeps serving', async () => {
  logLines.length = 0;
  // Enough rows that the headers and the first chunks are sent before the failing query.
  const outcome = await app
    .inject({ method: 'GET', url: '/export?count=20000&failure=fault' })
    .then((response) => ({ response, error: null }))
    .catch((error: Error) => ({ response: null, error }));
  if (outcome.response) {
    expect(outcome.response.statusCode).toBe(200);
    expect(outcome.response.body).not.toContain('row 19999\n');
  } else {
    expect(outcome.error).toBeInstanceOf(Error);
  }
  await expect.poll(() => logLines.join('')).toContain('CSV export failed while streaming');
  expect((await app.inject({ method: 'GET', url: '/export?count=1' })).statusCode).toBe(200);
});

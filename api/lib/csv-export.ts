// Streams rows as a CSV download: rows are pulled from an async source only as fast as the client reads,
// so an export of any size holds one batch in memory. Text cells are neutralised against spreadsheet formulas.
import { PassThrough, pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { neutraliseFormula } from '../../domain/csv-safety';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | Date | null | undefined;
}

/** `{prefix}_{timestamp}.csv`, the timestamp safe in a file name (2026-11-22T23-10-05-123Z). */
export const exportFileName = (prefix: string, now = new Date()) =>
  `${prefix}_${now.toISOString().replace(/[:.]/g, '-')}.csv`;

/**
 * Answers the rows as a CSV download: every CSV export goes through here. The first row is read before any
 * header is sent, so a query that fails at once gets the usual `{ message }` error answer; a failure later,
 * mid-download, is logged and ends the response (the client sees a cut download, the process carries on).
 */
export async function sendCsv<T>(
  reply: FastifyReply,
  fileName: string,
  columns: CsvColumn<T>[],
  rows: AsyncIterable<T>,
): Promise<FastifyReply> {
  const source = rows[Symbol.asyncIterator]();
  const first = await source.next();
  const records = Readable.from(
    (async function* () {
      try {
        for (let next = first; !next.done; next = await source.next()) {
          yield columns.map((column) => column.value(next.value));
        }
      } finally {
        await source.return?.();
      }
    })(),
  );
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    cast: {
      string: neutraliseFormula,
      date: (value) => value.toISOString(),
      boolean: (value) => (value ? 'true' : 'false'),
    },
  });
  const body = new PassThrough();
  pipeline(records, csv, body, (err) => {
    if (err) reply.log.error({ err, fileName }, 'CSV export failed while streaming');
  });
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}

/** Keyset pages over rows ordered newest first by (createdAt, id): constant memory, no OFFSET scans. */
export async function* keysetPages<T extends { createdAt: Date; id: string }>(
  fetchPage: (after: { createdAt: Date; id: string } | null, take: number) => Promise<T[]>,
  pageSize = 1000,
): AsyncGenerator<T> {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const page = await fetchPage(after, pageSize);
    yield* page;
    if (page.length < pageSize) return;
    const last = page[page.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * Rows after the cursor in (createdAt DESC, id DESC) order. Written as `createdAt <= x AND (createdAt < x OR
 * id < y)` rather than a plain OR, so the (createdAt, id) index starts at the cursor instead of filtering
 * every row before it.
 */
export const afterCursor = (after: { createdAt: Date; id: string }) => ({
  createdAt: { lte: after.createdAt },
  OR: [{ createdAt: { lt: after.createdAt } }, { id: { lt: after.id } }],
});

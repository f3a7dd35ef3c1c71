// ra-data-simple-rest list conventions: ?sort=["field","ASC"]&range=[0,24]&filter={"q":"..."} in,
// a Content-Range header ("<resource> <start>-<end>/<total>") out.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { findUnsafeText, unsafeTextMessage } from '../domain/safe-text';
import { badRequest } from './errors';

export const listQuerySchema = z.object({
  sort: z.string().optional(),
  range: z.string().optional(),
  filter: z.string().optional(),
});
export type ListQueryInput = z.infer<typeof listQuerySchema>;

export interface ListQuery<F> {
  skip: number;
  take: number;
  sortField: string;
  sortOrder: 'asc' | 'desc';
  filter: F;
}

const MAX_PAGE = 500;

function parseJson(name: string, raw: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(`${name}: must be JSON`);
  }
  // The JSON may spell NUL or a lone surrogate as an escape (\u0000) that the query-string check cannot see.
  const unsafe = findUnsafeText(parsed);
  if (unsafe) throw badRequest(unsafeTextMessage(name, unsafe));
  return parsed;
}

export function parseListQuery<F extends z.ZodType>(
  input: ListQueryInput,
  options: { sortable: readonly string[]; defaultSort: [string, 'ASC' | 'DESC']; filter: F },
): ListQuery<z.infer<F>> {
  const sort = z
    .tuple([z.enum(options.sortable as [string, ...string[]]), z.enum(['ASC', 'DESC', 'asc', 'desc'])])
    .safeParse(input.sort ? parseJson('sort', input.sort) : options.defaultSort);
  if (!sort.success)
    throw badRequest(`sort: must be ["field","ASC"|"DESC"] with field one of ${options.sortable.join(', ')}`);
  const range = z
    .tuple([z.number().int().min(0), z.number().int().min(0)])
    .refine(([start, end]) => end >= start, 'end before start')
    .safeParse(input.range ? parseJson('range', input.range) : [0, 24]);
  if (!range.success) throw badRequest('range: must be [start, end] with 0 <= start <= end');
  const [start, end] = range.data;
  return {
    skip: start,
    take: Math.min(end - start + 1, MAX_PAGE),
    sortField: sort.data[0],
    sortOrder: sort.data[1].toLowerCase() as 'asc' | 'desc',
    filter: parseFilter(options.filter, input.filter),
  };
}

/** A ?filter={...} parameter (also used outside lists, e.g. exports of the same rows): 400 naming the field. */
export function parseFilter<F extends z.ZodType>(schema: F, raw: string | undefined): z.infer<F> {
  const filter = schema.safeParse(raw ? parseJson('filter', raw) : {});
  if (!filter.success) {
    const issue = filter.error.issues[0];
    throw badRequest(`filter${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`);
  }
  return filter.data;
}

export function setContentRange(reply: FastifyReply, resource: string, skip: number, count: number, total: number) {
  const end = count === 0 ? skip : skip + count - 1;
  reply.header('Content-Range', `${resource} ${skip}-${end}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
}

/**
 * One page of a list: the rows in the query's order (ties broken by id), the total for Content-Range.
 * `find` and `count` are the model's findMany / count bound to the same filter.
 */
export async function listPage<T>(
  reply: FastifyReply,
  resource: string,
  query: ListQuery<unknown>,
  find: (args: { orderBy: Record<string, 'asc' | 'desc'>[]; skip: number; take: number }) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<T[]> {
  const [rows, total] = await Promise.all([
    find({ orderBy: [{ [query.sortField]: query.sortOrder }, { id: 'desc' }], skip: query.skip, take: query.take }),
    count(),
  ]);
  setContentRange(reply, resource, query.skip, rows.length, total);
  reply.header('Cache-Control', 'no-store');
  return rows;
}

// Cursor pages of a partner's lists, newest first: `cursor` is the id of the last row of the previous page and
// must be one of the caller's own rows.

const DEFAULT_PAGE = 20;

interface PageArgs {
  orderBy: ({ createdAt: 'desc' } | { id: 'desc' })[];
  take: number;
  cursor?: { id: string };
  skip?: number;
}

export async function cursorPage<T extends { id: string }>(
  input: { limit?: number; cursor?: string },
  /** Whether the cursor names one of the caller's rows. */
  ownsCursor: (id: string) => Promise<boolean>,
  find: (args: PageArgs) => Promise<T[]>,
): Promise<{ rows: T[]; hasMore: boolean; nextCursor: string | null } | null> {
  const limit = input.limit ?? DEFAULT_PAGE;
  if (input.cursor && !(await ownsCursor(input.cursor))) return null;
  const rows = await find({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit + 1,
    ...(input.cursor ? { cursor: { id: input.cursor }, skip: 1 } : {}),
  });
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  return { rows: page, hasMore, nextCursor: hasMore ? page[page.length - 1].id : null };
}

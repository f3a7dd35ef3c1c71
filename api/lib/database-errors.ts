// Database errors that the request caused (a value PostgreSQL cannot store or compare), told apart from faults.
// PostgreSQL's SQLSTATE class 22 is "data exception": invalid text encoding, a date or number out of range.

/** The SQLSTATE of a pg DatabaseError, or of the PostgreSQL error under a Prisma driver-adapter error. */
function sqlState(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; severity?: unknown; cause?: { kind?: unknown; code?: unknown } };
  if (candidate?.cause?.kind === 'postgres' && typeof candidate.cause.code === 'string') return candidate.cause.code;
  if (typeof candidate?.severity === 'string' && typeof candidate.code === 'string') return candidate.code;
  return undefined;
}

export const CLIENT_DATA_ERROR_MESSAGE =
  'A value in the request cannot be used: text with NUL or unpaired surrogate characters, or a date or number out of range';

export function isClientDataError(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') === true;
}

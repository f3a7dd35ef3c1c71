// Record ids are UUIDs of any version, in either case, as PostgreSQL accepts them: the one test and the one
// request schema for them (zod's own pattern).
import { z } from 'zod';

/** Whether a text can name a row: anything else answers 404 (or matches nothing) without a query. */
export const isUuid = (text: string): boolean => z.regexes.guid.test(text);

/** A UUID in a request; `error` says what the id is for ("must be an asset id (UUID)"). */
export const uuidSchema = (error = 'must be a UUID') => z.guid({ error });

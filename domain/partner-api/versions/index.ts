// The partner API's dated versions (Formation-Version: YYYY-MM-DD). Each partner is pinned to the version current
// at its first key and may send another per request; every answer and event says which version shaped it. The code
// builds the newest shape only; this is the one place an answer is shaped into an older version, by applying each
// newer version's downgrade in turn, newest first.

import { FACTS_ON_RESOURCES } from './2026-12-01';
import type { ApiObject, VersionChange } from './change';

export type { ApiObject, VersionChange } from './change';

/** The first dated version: the API as it was answered before versions had dates. */
const FIRST: VersionChange = {
  version: '2026-11-01',
  changes: [
    'The first dated version: customers, orders (formations and later kinds), entities, documents, cases, webhook endpoints and events, idempotent POSTs, test and live keys.',
  ],
  downgrade: {},
};

/** Oldest first. A new version goes at the end with its own module beside this one. */
export const API_VERSIONS: readonly VersionChange[] = [FIRST, FACTS_ON_RESOURCES];
export const API_VERSION_NAMES = API_VERSIONS.map((v) => v.version);
export const CURRENT_API_VERSION = API_VERSION_NAMES[API_VERSION_NAMES.length - 1];
export const VERSION_HEADER = 'Formation-Version';

export const isApiVersion = (value: unknown): value is string =>
  typeof value === 'string' && API_VERSION_NAMES.includes(value);

const isObject = (value: unknown): value is ApiObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The partner's own free-form fields: never read as API objects, whatever they hold. */
const OPAQUE_FIELDS = new Set(['metadata', 'details']);

/** Every object in an answer, innermost first, passed through `shape` (a new tree; the answer is not changed). */
function mapObjects(value: unknown, shape: (object: ApiObject) => ApiObject): unknown {
  if (Array.isArray(value)) return value.map((item) => mapObjects(item, shape));
  if (!isObject(value)) return value;
  const mapped: ApiObject = {};
  for (const [key, field] of Object.entries(value))
    mapped[key] = OPAQUE_FIELDS.has(key) ? field : mapObjects(field, shape);
  return shape(mapped);
}

/**
 * An answer (or an event) built in the current version, as `version` answers it: each newer version's downgrade
 * of every object it names, and `apiVersion` on events.
 */
export function answerAt<T>(body: T, version: string): T {
  const newer = API_VERSIONS.slice(API_VERSION_NAMES.indexOf(version) + 1).reverse();
  return mapObjects(body, (object) => {
    let shaped = object;
    const kind = typeof object.object === 'string' ? object.object : null;
    if (kind)
      for (const change of newer) {
        const downgrade = change.downgrade[kind];
        if (downgrade) shaped = downgrade(shaped);
      }
    if (kind === 'event') shaped = { ...shaped, apiVersion: version };
    return shaped;
  }) as T;
}

// Text the platform accepts: no NUL character (PostgreSQL text refuses it) and no unpaired UTF-16 surrogate
// (not a character at all: it cannot be encoded as UTF-8). Every route checks its input with findUnsafeText
// (api/plugins/safe-input.ts); schemas that parse text outside a route use safeText.
import { z } from 'zod';

const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

// A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u` flag).
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isSafeText = (text: string): boolean => !text.includes('\0') && !UNPAIRED_SURROGATE.test(text);

/** A zod string that refuses NUL characters and unpaired surrogates. */
export const safeText = (message = UNSAFE_TEXT_MESSAGE) => z.string().refine(isSafeText, { error: message });

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

const pathOf = (visit: Visit): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
};

/**
 * The path of the first string or object key inside `value` that is not safe text, or null if all are.
 * Walks with an explicit stack and parent links: linear time and no recursion, however deep the nesting.
 */
export function findUnsafeText(value: unknown): (string | number)[] | null {
  const stack: Visit[] = [{ value }];
  while (stack.length) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++)
        stack.push({ value: current[index], key: index, parent: visit });
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (!isSafeText(key)) return pathOf(visit);
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

/** `where.path: must not contain ...` (the message of a 400 answer). */
export const unsafeTextMessage = (where: string, path: (string | number)[]) =>
  `${[where, ...path.slice(0, 10), ...(path.length > 10 ? ['…'] : [])].join('.')}: ${UNSAFE_TEXT_MESSAGE}`;

// For routes whose answer depends on their JSON body alone (pricing): the storefront sends the same few bodies over
// and over. The latest bodies are remembered by their text, with the object Fastify's own parser made of them and,
// once the route's schema has accepted that object, the validated value. The same text always parses and validates
// the same way, so a body seen before skips both; a new body, or one that failed, goes the usual way and gets the
// usual errors.
import type { FastifyBodyParser, FastifyInstance, FastifySchemaCompiler } from 'fastify';

/** Longer bodies are parsed and validated every time: the memory kept stays small whatever clients send. */
export const REMEMBERED_BODY_CHARS = 2048;

type ValidationOutcome = { value?: unknown; error?: unknown };

export function rememberedJsonBodies(app: FastifyInstance, limit: number) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const parsedByText = new Map<string, object>();
  // Keyed by the parsed object, so an entry goes when its body is forgotten.
  const validatedByParsed = new WeakMap<object, unknown>();

  const parser: FastifyBodyParser<string> = (request, text, done) => {
    const known = parsedByText.get(text);
    if (known !== undefined) return done(null, known);
    parseJson(request, text, (error, value) => {
      if (!error && typeof value === 'object' && value !== null && text.length <= REMEMBERED_BODY_CHARS) {
        if (parsedByText.size >= limit) parsedByText.delete(parsedByText.keys().next().value as string);
        parsedByText.set(text, deepFreeze(value));
      }
      done(error ?? null, value);
    });
  };

  /** The route's validator compiler, with validated values kept for remembered bodies. */
  const validatorCompiler =
    <Schema>(compile: FastifySchemaCompiler<Schema>): FastifySchemaCompiler<Schema> =>
    (route) => {
      const validate = compile(route) as (data: unknown) => ValidationOutcome;
      const remembering = (data: unknown): ValidationOutcome => {
        if (typeof data !== 'object' || data === null) return validate(data);
        const known = validatedByParsed.get(data);
        if (known !== undefined) return { value: known };
        const outcome = validate(data);
        // Only values of remembered (frozen) bodies are kept: those are the ones that come back.
        if (outcome.value !== undefined && !outcome.error && Object.isFrozen(data))
          validatedByParsed.set(data, deepFreeze(outcome.value));
        return outcome;
      };
      return remembering as ReturnType<FastifySchemaCompiler<Schema>>;
    };

  return { parser, validatorCompiler };
}

/** A shared value is frozen, so no request can change what the next one receives. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

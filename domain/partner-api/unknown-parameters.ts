// The first parameter a request sends that its schema does not name (a typo such as `preveiw` must not place a
// real order): walks the value beside the zod schema that validates it, as a dotted path, or null when every key
// is known. Objects that take any key (a record, a loose object) accept every key; their values are walked.
import type { z } from 'zod';

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  element?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** The option of a union the value is meant for: the discriminator's match, else the first that accepts it. */
function unionOption(def: Def, value: unknown): z.ZodType | null {
  const options = def.options ?? [];
  if (def.discriminator && isPlainObject(value)) {
    const tag = value[def.discriminator];
    return options.find((option) => defOf(option).shape?.[def.discriminator as string]?.safeParse(tag).success) ?? null;
  }
  return options.find((option) => option.safeParse(value).success) ?? null;
}

export function unknownParameter(schema: z.ZodType, value: unknown, path = ''): string | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return def.innerType ? unknownParameter(def.innerType, value, path) : null;
    case 'pipe':
      return def.in ? unknownParameter(def.in, value, path) : null;
    case 'lazy':
      return def.getter ? unknownParameter(def.getter(), value, path) : null;
    case 'object': {
      if (!isPlainObject(value)) return null;
      const shape = def.shape ?? {};
      const takesAny = def.catchall !== undefined && defOf(def.catchall).type !== 'never';
      for (const [key, field] of Object.entries(value)) {
        if (!Object.hasOwn(shape, key)) {
          if (takesAny) continue;
          return join(path, key);
        }
        const inner = unknownParameter(shape[key], field, join(path, key));
        if (inner) return inner;
      }
      return null;
    }
    case 'union': {
      const option = unionOption(def, value);
      return option ? unknownParameter(option, value, path) : null;
    }
    case 'array': {
      if (!Array.isArray(value) || !def.element) return null;
      for (const [index, item] of value.entries()) {
        const inner = unknownParameter(def.element, item, join(path, index));
        if (inner) return inner;
      }
      return null;
    }
    case 'record': {
      if (!isPlainObject(value) || !def.valueType) return null;
      for (const [key, item] of Object.entries(value)) {
        const inner = unknownParameter(def.valueType, item, join(path, key));
        if (inner) return inner;
      }
      return null;
    }
    default:
      return null;
  }
}

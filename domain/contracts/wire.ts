// A response shape as the browser receives it: the routes' schemas hold Date values, which JSON carries as ISO
// strings. The storefront and the back-office type their fetched data with Wire<Contract>.
import type { z } from 'zod';

export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/** The JSON a route answers for a response schema. */
export type Wire<Schema extends z.ZodType> = Json<z.output<Schema>>;

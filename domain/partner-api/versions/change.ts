// What a dated version of the partner API changed, and how an answer of that version is shaped back into the
// version before it (a downgrade per kind of object, Stripe's way: the code answers the newest shape only).
export type ApiObject = Record<string, unknown>;

export interface VersionChange {
  /** The version's date, as partners send it in Formation-Version. */
  version: string;
  /** The changelog's lines for it. */
  changes: string[];
  /** Per `object` value ('order', 'entity', ...): the object as the version before this one answered it. */
  downgrade: Partial<Record<string, (object: ApiObject) => ApiObject>>;
}

// One mailbox, however it is written: limits count `Ada+x@Example.com` and `ada@example.com` as one sender.

/** The address lower-cased, trimmed, with the `+tag` of its local part removed. */
export function foldedEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at).split('+')[0];
  return `${local}${address.slice(at)}`;
}

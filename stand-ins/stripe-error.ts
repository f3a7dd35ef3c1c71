// A refusal of the Stripe stand-in, answered in Stripe's error shape: {error: {type, message, ...extra}} with `status`.
export class StubError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

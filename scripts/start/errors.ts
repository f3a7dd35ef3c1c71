/** A reason `npm start` cannot go on, with the fix. Printed as one line, without a stack trace. */
export class StartError extends Error {
  constructor(
    message: string,
    readonly fix: string,
  ) {
    super(message);
    this.name = 'StartError';
  }
}

/** An error whose message is safe to show to the caller, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Unauthorized: please sign in') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden: your role does not allow this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);

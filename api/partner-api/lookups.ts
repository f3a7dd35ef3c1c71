// The refusals of the partner API's lookups: another partner's object, or the other mode's, is not found.
import { PartnerApiError } from './errors';

export const notFoundError = (what: string, id: string) =>
  new PartnerApiError(404, 'resource_missing', `No such ${what}: '${id}'`, 'id');

export const invalidCursor = () =>
  new PartnerApiError(
    400,
    'cursor_invalid',
    'cursor: must be the id of an item of a previous page of this list',
    'cursor',
  );

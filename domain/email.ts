// The email check the forms run before sending, the same pattern as the server's zod `z.email()`, so the
// form refuses exactly what the API would refuse (tests/unit/email.test.ts compares the two).
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const EMAIL_MAX_LENGTH = 254;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address, like name@example.com';

export const isValidEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value.trim());

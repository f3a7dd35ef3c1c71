// Validators the back-office's forms share beside react-admin's own.

/** Required, where spaces alone are nothing: a name of spaces is refused in the form, under its field. */
export const requiredText =
  (message = 'ra.validation.required') =>
  (value: unknown) =>
    typeof value === 'string' ? (value.trim() === '' ? message : undefined) : value == null ? message : undefined;

/** Today as the date inputs hold it (YYYY-MM-DD). */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** A date no later than today (a filing made, a letter received), said in plain words. */
export const notInFuture = (value: unknown) =>
  typeof value === 'string' && value !== '' && value.slice(0, 10) > todayIso()
    ? 'ra.validation.not_in_future'
    : undefined;

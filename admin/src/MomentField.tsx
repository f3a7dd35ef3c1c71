import { DateField, type DateFieldProps } from 'react-admin';
import { DATE_OPTIONS, DATE_TIME_OPTIONS } from './format';

/** react-admin's DateField in the back-office's one format: 'Nov 26, 2026' or, with showTime, 'Nov 26, 2026, 11:14 PM'. */
export const MomentField = (props: DateFieldProps) => (
  <DateField {...props} locales="en-US" options={props.showTime ? DATE_TIME_OPTIONS : DATE_OPTIONS} />
);

import { DateInput, type DateInputProps, FormDataConsumer } from 'react-admin';

/** A bound of the custom date range: shown only when the Date range filter is 'custom'. */
export const CustomRangeInput = (props: DateInputProps) => (
  <FormDataConsumer<{ period?: string }>>
    {({ formData }) => (formData.period === 'custom' ? <DateInput {...props} sx={{ width: 150 }} /> : null)}
  </FormDataConsumer>
);

import { TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A table's header row: one cell per label (a message key, or plain text shown as it is); the labels in
 * `alignRight` (figures, actions) sit at the right. */
export const TableHeader = ({
  labels,
  alignRight = [],
}: {
  labels: readonly string[];
  alignRight?: readonly string[];
}) => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {labels.map((label) => (
          <TableCell key={label} align={alignRight.includes(label) ? 'right' : undefined}>
            {label && translate(label, { _: label })}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
};

import { TableCell, TableHead, TableRow } from '@mui/material';

/** A table's header row: one cell per label; the labels in `alignRight` (figures, actions) sit at the right. */
export const TableHeader = ({
  labels,
  alignRight = [],
}: {
  labels: readonly string[];
  alignRight?: readonly string[];
}) => (
  <TableHead>
    <TableRow>
      {labels.map((label) => (
        <TableCell key={label} align={alignRight.includes(label) ? 'right' : undefined}>
          {label}
        </TableCell>
      ))}
    </TableRow>
  </TableHead>
);

import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ENTITY_TYPE_LABELS, ENTITY_TYPES, STATES } from '../../../../domain/catalog';
import { isSpecState } from '../../../../domain/jurisdictions';
import { formatUsd } from '../../lib/format';

/** The specification's six states (section 9) on the overview; the builder's picker offers every other state. */
const GRID_STATES = STATES.filter((state) => isSpecState(state.code));

/** Each state's filing fee per entity type, with the renewal fee beneath it. */
export function StateFeeGrid() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby="state-fee-grid-title" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ width: '28%' }}>
              State
            </TableCell>
            {ENTITY_TYPES.map((type) => (
              <TableCell key={type} component="th" scope="col" align="right" sx={{ width: '18%' }}>
                {ENTITY_TYPE_LABELS[type]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {GRID_STATES.map((state) => (
            <TableRow key={state.code} data-testid={`state-fee-row-${state.code}`}>
              <TableCell component="th" scope="row">
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {state.name}
                </Typography>{' '}
                <Typography component="span" color="text.secondary" variant="body2">
                  ({state.code})
                </Typography>
              </TableCell>
              {ENTITY_TYPES.map((type) => {
                const fee = state.entityTypes[type];
                return (
                  <TableCell key={type} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {fee ? (
                      <>
                        <Typography component="span" sx={{ fontWeight: 600 }}>
                          {formatUsd(fee.fee)}
                        </Typography>
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          renewal {formatUsd(fee.renewal.fee)}
                          {fee.seriesFee ? ` · ${formatUsd(fee.seriesFee)} per series` : ''}
                        </Typography>
                      </>
                    ) : (
                      <Typography component="span" color="text.disabled" aria-label="Not available">
                        —
                      </Typography>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface StatTile {
  /** A message key, or plain text shown as it is (as is a text caption). */
  label: string;
  /** undefined while loading. */
  value: ReactNode | undefined;
  caption?: ReactNode;
  /** data-testid of the value. */
  testId?: string;
}

/** Four cards a row on wide screens, two on tablets, one on phones (the dashboard's KPIs, quality scores). */
export const TileGrid = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      mb: 3,
    }}
  >
    {children}
  </Box>
);

/** A row of figures, each in its own card labelled for screen readers. */
export const StatTiles = ({ tiles, heading = 'h3' }: { tiles: StatTile[]; heading?: 'h2' | 'h3' }) => {
  const translate = useTranslate();
  const text = (message: string) => translate(message, { _: message });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${tiles.length}, 1fr)` },
        mb: 2,
      }}
    >
      {tiles.map((tile) => (
        <Card key={tile.label} variant="outlined" aria-label={text(tile.label)}>
          <CardContent>
            <Typography variant="subtitle2" color="text.secondary" component={heading}>
              {text(tile.label)}
            </Typography>
            <Typography variant="h5" component="p" data-testid={tile.testId}>
              {tile.value ?? <Skeleton width={80} />}
            </Typography>
            {tile.caption && (
              <Typography variant="caption" color="text.secondary">
                {typeof tile.caption === 'string' ? text(tile.caption) : tile.caption}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};

import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface StatTile {
  label: string;
  /** undefined while loading. */
  value: ReactNode | undefined;
  caption?: ReactNode;
}

/** A row of figures, each in its own card labelled for screen readers. */
export const StatTiles = ({ tiles }: { tiles: StatTile[] }) => (
  <Box
    sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${tiles.length}, 1fr)` }, mb: 2 }}
  >
    {tiles.map((tile) => (
      <Card key={tile.label} variant="outlined" aria-label={tile.label}>
        <CardContent>
          <Typography variant="subtitle2" color="text.secondary" component="h3">
            {tile.label}
          </Typography>
          <Typography variant="h5" component="p">
            {tile.value ?? <Skeleton width={80} />}
          </Typography>
          {tile.caption && (
            <Typography variant="caption" color="text.secondary">
              {tile.caption}
            </Typography>
          )}
        </CardContent>
      </Card>
    ))}
  </Box>
);

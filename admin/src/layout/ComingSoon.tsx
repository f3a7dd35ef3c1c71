import { Card, CardContent, Typography } from '@mui/material';
import { PageHeader } from './PageHeader';

/** A screen whose tools are not built yet: says so plainly instead of showing made-up data. */
export const ComingSoon = ({ title, description }: { title: string; description: string }) => (
  <>
    <PageHeader title={title} subtitle={description} />
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Coming soon
        </Typography>
        <Typography color="text.secondary">
          This screen is not available yet. Its tools are being built and will appear here in a later release.
        </Typography>
      </CardContent>
    </Card>
  </>
);

import DescriptionIcon from '@mui/icons-material/Description';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';

const ACTIONS: { label: string; path: string; icon: ReactElement }[] = [
  { label: 'New Client', path: '/onboarding', icon: <PersonAddIcon /> },
  { label: 'Upload Asset', path: '/dam', icon: <UploadFileIcon /> },
  { label: 'Generate Report', path: '/asset-factory', icon: <DescriptionIcon /> },
  { label: 'Audit Search', path: '/audit', icon: <ManageSearchIcon /> },
];

/** Shortcuts to the screens where each task is done. */
export const QuickActions = () => {
  const basename = useBasename();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Quick Actions
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, 1fr)' }}>
          {ACTIONS.map((action) => (
            <Button
              key={action.label}
              component={Link}
              to={`${basename}${action.path}`}
              variant="outlined"
              startIcon={action.icon}
              sx={{ justifyContent: 'flex-start', py: 1.5 }}
            >
              {action.label}
            </Button>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};

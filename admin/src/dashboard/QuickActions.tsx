import DescriptionIcon from '@mui/icons-material/Description';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Card, CardContent, InputAdornment, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { NewClientDialog } from './NewClientDialog';

/** The template the Generate Report action opens in the Asset Factory. */
const REPORT_TEMPLATE = 'compliance_report';

/** New Client (a dialog), Upload Asset, Generate Report, and a search of the audit log. */
export const QuickActions = () => {
  const basename = useBasename();
  const navigate = useNavigate();
  const translate = useTranslate();
  const [newClientOpen, setNewClientOpen] = useState(false);
  const [query, setQuery] = useState('');

  const searchAudit = (event: React.FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `${basename}/audit?${new URLSearchParams({ q })}` : `${basename}/audit`);
  };

  const buttonSx = { justifyContent: 'flex-start', py: 1.5 };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.dashboard.quick_actions.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, 1fr)' }}>
          <Button variant="outlined" startIcon={<PersonAddIcon />} sx={buttonSx} onClick={() => setNewClientOpen(true)}>
            {translate('app.dashboard.quick_actions.new_client')}
          </Button>
          <Button
            component={Link}
            to={`${basename}/dam`}
            variant="outlined"
            startIcon={<UploadFileIcon />}
            sx={buttonSx}
          >
            {translate('app.dashboard.quick_actions.upload_asset')}
          </Button>
          <Button
            component={Link}
            to={`${basename}/asset-factory?${new URLSearchParams({ template: REPORT_TEMPLATE })}`}
            variant="outlined"
            startIcon={<DescriptionIcon />}
            sx={buttonSx}
          >
            {translate('app.dashboard.quick_actions.generate_report')}
          </Button>
          <Box
            component="form"
            role="search"
            aria-label={translate('app.dashboard.quick_actions.audit_search')}
            onSubmit={searchAudit}
            sx={{ display: 'flex' }}
          >
            <TextField
              size="small"
              fullWidth
              label={translate('app.dashboard.quick_actions.audit_search')}
              placeholder={translate('app.dashboard.quick_actions.audit_search_placeholder')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Button
                        type="submit"
                        size="small"
                        aria-label={translate('app.dashboard.quick_actions.audit_search_submit')}
                        sx={{ minWidth: 0 }}
                      >
                        <ManageSearchIcon />
                      </Button>
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
        </Box>
      </CardContent>
      <NewClientDialog open={newClientOpen} onClose={() => setNewClientOpen(false)} />
    </Card>
  );
};

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_INTROS } from '../../lib/page-intros';
import {
  type BuilderSelection,
  canProceed,
  EMPTY_SELECTION,
  NO_STATE_MESSAGE,
  packageInDelaware,
  storedSelection,
} from '../../lib/selection';
import { COMPLETE_CHECKOUT_KEY, QUOTE_KEY } from '../../lib/storage-keys';
import { useToast } from '../../lib/toast';
import { CustomBuilder } from './CustomBuilder';
import { PackageOverview } from './PackageOverview';

type TabId = 'overview' | 'builder';

const TABS: { id: TabId; label: string }[] = [
  { id: 'overview', label: 'Package Overview' },
  { id: 'builder', label: 'Custom Builder' },
];

export default function PackagesPage() {
  const [tab, setTab] = useState<TabId>('overview');
  const [selection, setSelection] = useState<BuilderSelection>(EMPTY_SELECTION);
  const [multi, setMulti] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();

  const changeTab = (next: TabId) => {
    // Back to the overview starts over.
    if (next === 'overview') {
      setSelection(EMPTY_SELECTION);
      setMulti(false);
    }
    setTab(next);
  };

  const choosePackage = (packageId: string) => {
    setMulti(false);
    setSelection(packageInDelaware(packageId));
    setTab('builder');
  };

  const store = (key: string): boolean => {
    try {
      sessionStorage.setItem(key, JSON.stringify(storedSelection(selection)));
      return true;
    } catch (error) {
      console.error('Could not store the selection', error);
      toast({
        title: 'Could not save your selection',
        description: 'Your browser refused to store it.',
        variant: 'destructive',
      });
      return false;
    }
  };

  const proceed = () => {
    if (!canProceed(selection)) {
      toast({
        title: selection.states.length === 0 ? 'State required' : 'Nothing selected',
        description: selection.states.length === 0 ? NO_STATE_MESSAGE : 'Please select a package or service first',
        variant: 'destructive',
      });
      return;
    }
    if (store(COMPLETE_CHECKOUT_KEY)) navigate('/onboarding');
  };

  const saveQuote = () => {
    if (store(QUOTE_KEY)) {
      toast({
        title: 'Quote Saved',
        description: 'Your detailed quote is saved for this browser session.',
        variant: 'success',
      });
    }
  };

  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      {/* The same text and size as Layout's plain-markup fallback shows while this page loads. */}
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}>
        {PAGE_INTROS['/packages'].title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {PAGE_INTROS['/packages'].intro}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 4 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabId) => changeTab(value)}
          aria-label="Packages"
          variant="fullWidth"
        >
          {TABS.map(({ id, label }) => (
            <Tab key={id} value={id} label={label} id={`packages-tab-${id}`} aria-controls={`packages-panel-${id}`} />
          ))}
        </Tabs>
      </Box>
      {TABS.map(({ id }) => (
        <div
          key={id}
          role="tabpanel"
          id={`packages-panel-${id}`}
          aria-labelledby={`packages-tab-${id}`}
          hidden={tab !== id}
        >
          {tab === id &&
            (id === 'overview' ? (
              <PackageOverview onChoosePackage={choosePackage} />
            ) : (
              <CustomBuilder
                selection={selection}
                multi={multi}
                onSelectionChange={setSelection}
                onMultiChange={setMulti}
                onProceed={proceed}
                onSaveQuote={saveQuote}
              />
            ))}
        </div>
      ))}
    </Container>
  );
}

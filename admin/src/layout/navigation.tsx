// The back-office screens, in menu order. Paths are relative to the /admin basename.
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FolderIcon from '@mui/icons-material/Folder';
import HistoryIcon from '@mui/icons-material/History';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import TerminalIcon from '@mui/icons-material/Terminal';
import type { ReactElement } from 'react';

export interface NavItem {
  label: string;
  path: string;
  icon: ReactElement;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', path: '/', icon: <DashboardIcon /> },
  { label: 'Onboarding Pipeline', path: '/onboarding', icon: <AccountTreeIcon /> },
  { label: 'DAM', path: '/dam', icon: <FolderIcon /> },
  { label: 'Asset Factory', path: '/asset-factory', icon: <PrecisionManufacturingIcon /> },
  { label: 'Debt Servicing', path: '/debt-servicing', icon: <AccountBalanceIcon /> },
  { label: 'Quality Testing', path: '/quality', icon: <FactCheckIcon /> },
  { label: 'Audit Logs', path: '/audit', icon: <HistoryIcon /> },
  { label: 'Compliance', path: '/compliance', icon: <EventNoteIcon /> },
  { label: 'AI Assistant', path: '/chat', icon: <SmartToyIcon /> },
  { label: 'GPT Interface', path: '/gpt', icon: <TerminalIcon /> },
];

/** '/admin' for the dashboard, '/admin/<screen>' for the others. */
export const adminPath = (basename: string, path: string) => (path === '/' ? basename || '/' : `${basename}${path}`);

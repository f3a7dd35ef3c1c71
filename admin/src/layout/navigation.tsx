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
import type { StaffArea } from '../../../domain/roles';

export interface NavItem {
  label: string;
  path: string;
  icon: ReactElement;
  /** The back-office area the screen belongs to (domain/roles.ts STAFF_AREAS): the menu shows it to those roles. */
  area: StaffArea;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', path: '/', icon: <DashboardIcon />, area: 'dashboard' },
  { label: 'Onboarding Pipeline', path: '/onboarding', icon: <AccountTreeIcon />, area: 'pipeline' },
  { label: 'DAM', path: '/dam', icon: <FolderIcon />, area: 'dam' },
  { label: 'Asset Factory', path: '/asset-factory', icon: <PrecisionManufacturingIcon />, area: 'documents' },
  { label: 'Debt Servicing', path: '/debt-servicing', icon: <AccountBalanceIcon />, area: 'debt' },
  { label: 'Quality Testing', path: '/quality', icon: <FactCheckIcon />, area: 'quality' },
  { label: 'Audit Logs', path: '/audit', icon: <HistoryIcon />, area: 'audit' },
  { label: 'Compliance', path: '/compliance', icon: <EventNoteIcon />, area: 'compliance' },
  { label: 'AI Assistant', path: '/chat', icon: <SmartToyIcon />, area: 'assistant' },
  { label: 'GPT Interface', path: '/gpt', icon: <TerminalIcon />, area: 'gpt' },
];

/** '/admin' for the dashboard, '/admin/<screen>' for the others. */
export const adminPath = (basename: string, path: string) => (path === '/' ? basename || '/' : `${basename}${path}`);

/** The menu screen a location belongs to (its own path or one below it), if any. */
export function screenAt(basename: string, pathname: string): NavItem | undefined {
  const relative = pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  return NAV_ITEMS.find((item) =>
    item.path === '/' ? relative === '/' : relative === item.path || relative.startsWith(`${item.path}/`),
  );
}

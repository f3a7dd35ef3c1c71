// The back-office screens, in menu order. Paths are relative to the /admin basename; a resource's screen uses
// the resource's icon.

import DashboardIcon from '@mui/icons-material/Dashboard';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import TerminalIcon from '@mui/icons-material/Terminal';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { ReactElement } from 'react';
import type { StaffArea } from '../../../domain/roles';
import assetFactory from '../asset-factory';
import audit from '../audit';
import compliance from '../compliance';
import dam from '../dam';
import debtServicing from '../debt-servicing';
import mailroom from '../mailroom';
import onboarding from '../onboarding';
import partners from '../partners';
import quality from '../quality';

export interface NavItem {
  /** The i18n key of the menu label (i18n/en.ts): a resource's name, or app.menu.* for the other screens. */
  label: string;
  path: string;
  icon: ReactElement;
  /** The back-office area the screen belongs to (domain/roles.ts STAFF_AREAS): the menu shows it to those roles. */
  area: StaffArea;
  /** A page served outside the back-office app (the queue board): the link leaves the app, in a new tab. */
  href?: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'app.menu.dashboard', path: '/', icon: <DashboardIcon />, area: 'dashboard' },
  { label: 'resources.onboarding.name', path: '/onboarding', icon: <onboarding.icon />, area: 'pipeline' },
  { label: 'resources.dam.name', path: '/dam', icon: <dam.icon />, area: 'dam' },
  {
    label: 'resources.asset-factory.name',
    path: '/asset-factory',
    icon: <assetFactory.icon />,
    area: 'documents',
  },
  { label: 'resources.debt-servicing.name', path: '/debt-servicing', icon: <debtServicing.icon />, area: 'debt' },
  { label: 'resources.quality.name', path: '/quality', icon: <quality.icon />, area: 'quality' },
  { label: 'resources.audit.name', path: '/audit', icon: <audit.icon />, area: 'audit' },
  { label: 'resources.compliance.name', path: '/compliance', icon: <compliance.icon />, area: 'compliance' },
  { label: 'resources.partners.name', path: '/partners', icon: <partners.icon />, area: 'partners' },
  { label: 'resources.mailroom.name', path: '/mailroom', icon: <mailroom.icon />, area: 'mailroom' },
  { label: 'app.menu.chat', path: '/chat', icon: <SmartToyIcon />, area: 'assistant' },
  { label: 'app.menu.gpt', path: '/gpt', icon: <TerminalIcon />, area: 'gpt' },
  { label: 'app.menu.queues', path: '/queues', href: '/api/admin/queues', icon: <ViewListIcon />, area: 'queues' },
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

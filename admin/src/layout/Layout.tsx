import type { ReactNode } from 'react';
import { Layout as RaLayout, useBasename } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { AppBar } from './AppBar';
import { AreaGate } from './AreaGate';
import { Menu } from './Menu';
import { screenAt } from './navigation';

/** The shell; the screen in it shows only to the roles of its area (others get a clear message). */
export const Layout = ({ children }: { children: ReactNode }) => {
  const basename = useBasename();
  const screen = screenAt(basename, useLocation().pathname);
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      {screen ? (
        <AreaGate area={screen.area} title={screen.label}>
          {children}
        </AreaGate>
      ) : (
        children
      )}
    </RaLayout>
  );
};

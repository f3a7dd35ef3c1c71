import { Box, type Theme, Toolbar, useMediaQuery } from '@mui/material';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useBasename, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { AppBar } from './AppBar';
import { AreaGate } from './AreaGate';
import { LoadingPage } from './LoadingPage';
import { Menu } from './Menu';
import { screenAt } from './navigation';
import { ScreenBoundary } from './ScreenBoundary';

const MobileMenu = lazy(() => import('./MobileMenu'));

/** Wide enough for the longest label ('Onboarding Pipeline') in full. */
const MENU_WIDTH = 264;
const MENU_CLOSED_WIDTH = 56;

/**
 * The shell: top bar, the menu (a column on desktop that folds to icons; a slide-over panel below 900 px) and the
 * screen, which shows only to the roles of its area (others get a clear message). The screen's column may shrink
 * (minWidth 0), so a wide table scrolls inside its own box instead of widening the page.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  const basename = useBasename();
  const { pathname } = useLocation();
  const screen = screenAt(basename, pathname);
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useSidebarState();
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuOpen = isSmall ? mobileOpen : desktopOpen;
  const toggleMenu = () => (isSmall ? setMobileOpen(!mobileOpen) : setDesktopOpen(!desktopOpen));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar menuOpen={menuOpen} onToggleMenu={toggleMenu} />
      {isSmall ? (
        <Suspense fallback={null}>
          <MobileMenu open={mobileOpen} width={MENU_WIDTH} onClose={() => setMobileOpen(false)} />
        </Suspense>
      ) : (
        <Box
          component="aside"
          sx={{
            width: desktopOpen ? MENU_WIDTH : MENU_CLOSED_WIDTH,
            flexShrink: 0,
            transition: (theme) => theme.transitions.create('width'),
          }}
        >
          <Box sx={{ position: 'sticky', top: 0, overflowX: 'hidden' }}>
            <Toolbar variant="dense" />
            <Menu showLabels={desktopOpen} />
          </Box>
        </Box>
      )}
      <Box
        component="main"
        id="main-content"
        sx={{
          flex: 1,
          minWidth: 0,
          px: { xs: 1.5, sm: 2, md: 3 },
          pb: 4,
          // react-admin's lists: a table wider than the screen scrolls inside its card, not the page.
          '& .RaList-main': { minWidth: 0 },
          '& .RaList-content, & .RaDataTable-tableWrapper': { overflowX: 'auto' },
        }}
      >
        <Toolbar variant="dense" />
        <ScreenBoundary key={pathname}>
          <Suspense fallback={<LoadingPage />}>
            {screen ? (
              <AreaGate area={screen.area} title={translate(screen.label)}>
                {children}
              </AreaGate>
            ) : (
              children
            )}
          </Suspense>
        </ScreenBoundary>
      </Box>
    </Box>
  );
};

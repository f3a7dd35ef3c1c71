// Pages open at their top; Back and Forward return to where the reader was. The browser's own restoration runs
// before a lazily loaded page has its height, so the positions are kept here, per history entry, as they change
// (when the next page renders, the old one is gone and its position with it).
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();
let currentKey = '';
/** How long a restored position waits for the page to grow tall enough (lazy code, data still loading). */
const RESTORE_WINDOW_MS = 2000;

export function useScrollOnNavigation() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(currentKey, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey = key;
    if (navigationType !== 'POP') {
      if (!hash) window.scrollTo(0, 0);
      return;
    }
    const target = positions.get(key) ?? 0;
    const until = performance.now() + RESTORE_WINDOW_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && performance.now() < until) frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [key, hash, navigationType]);
}

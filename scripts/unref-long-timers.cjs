// Preload for Prisma CLI runs: its wasm schema engine leaves a 10 s timer behind that keeps the
// process alive after the work is done. Unref'ing long timers lets the command exit when finished.
const originalSetTimeout = global.setTimeout;
global.setTimeout = function setTimeoutUnrefLong(fn, ms, ...args) {
  const timer = originalSetTimeout(fn, ms, ...args);
  if (typeof ms === 'number' && ms >= 10000 && typeof timer?.unref === 'function') timer.unref();
  return timer;
};

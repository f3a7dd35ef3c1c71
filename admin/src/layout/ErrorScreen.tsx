// The error screen, loaded only when a screen (or the whole back-office) fails: its Alert is not part of the
// first download.
import { type ComponentProps, lazy, Suspense } from 'react';
import type { AppError } from './AppError';

const LazyAppError = lazy(() => import('./AppError').then((m) => ({ default: m.AppError })));

export const ErrorScreen = (props: ComponentProps<typeof AppError>) => (
  <Suspense fallback={null}>
    <LazyAppError {...props} />
  </Suspense>
);

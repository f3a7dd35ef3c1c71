import { lazy, type ReactNode, Suspense } from 'react';
import { usePermissions } from 'react-admin';
import { canUseArea, type StaffArea } from '../../../domain/roles';

const AccessDenied = lazy(() => import('./AccessDenied'));

/**
 * Shows a screen only to the roles of its area (the server refuses their calls anyway); others get a clear
 * message instead of a screen of failing requests. `hidden` renders nothing for them (a card on a shared page).
 */
export const AreaGate = ({
  area,
  title,
  hidden,
  children,
}: {
  area: StaffArea;
  title?: string;
  hidden?: boolean;
  children: ReactNode;
}) => {
  const { permissions: role, isPending } = usePermissions<string>();
  if (isPending) return null;
  if (canUseArea(role, area)) return <>{children}</>;
  if (hidden) return null;
  return (
    <Suspense fallback={null}>
      <AccessDenied area={area} role={role} title={title} />
    </Suspense>
  );
};

/** The return form, on any page when its command opens it (src/commands/returns.commands.ts); loaded on demand. */
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { ui } from '../../../store/ui';

const ReturnFormDialog = lazy(() => import('./ReturnFormDialog'));

export function ReturnFormHost() {
  const { returnFormOpen } = useSnapshot(ui);
  if (!returnFormOpen) return null;
  return (
    <Suspense fallback={null}>
      <ReturnFormDialog />
    </Suspense>
  );
}

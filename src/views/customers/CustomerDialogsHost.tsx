/**
 * The customer dialogs (log in as customer, merge into…), on any page once their command opens them; loaded on
 * demand so the console's first bundle does not carry them.
 */
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { ui } from '../../store/ui';

const LoginLinkDialog = lazy(() => import('./LoginLinkDialog'));
const MergeDialog = lazy(() => import('./MergeDialog'));

export function CustomerDialogsHost() {
  const { customerLinkOpen, customerMergeOpen } = useSnapshot(ui);
  if (!customerLinkOpen && !customerMergeOpen) return null;
  return (
    <Suspense fallback={null}>
      {customerLinkOpen ? <LoginLinkDialog /> : null}
      {customerMergeOpen ? <MergeDialog /> : null}
    </Suspense>
  );
}

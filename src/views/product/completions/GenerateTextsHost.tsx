import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { ui } from '../../../store/ui';

const GenerateTextsDialog = lazy(() => import('./GenerateTextsDialog'));

/** The "generate AI texts" dialog, on any page when its command opens it; loaded on demand. */
export function GenerateTextsHost() {
  const { generateTextsOpen } = useSnapshot(ui);
  if (!generateTextsOpen) return null;
  return (
    <Suspense fallback={null}>
      <GenerateTextsDialog />
    </Suspense>
  );
}

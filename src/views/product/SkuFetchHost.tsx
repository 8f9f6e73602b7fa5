import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { ui } from '../../store/ui';

const SkuFetchDialog = lazy(() => import('./SkuFetchDialog'));

/** The multi-SKU fetch, on any page when the palette or the products' toolbar opens it; loaded on demand. */
export function SkuFetchHost() {
  const { skuFetchOpen } = useSnapshot(ui);
  if (!skuFetchOpen) return null;
  return (
    <Suspense fallback={null}>
      <SkuFetchDialog />
    </Suspense>
  );
}

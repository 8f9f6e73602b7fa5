/**
 * The dialogs a command opens on any page (src/store/ui.ts's overlays): the multi-SKU fetch, "generate AI
 * texts", the return form, log in as customer, merge into…, a new ticket and an upsell added to an order. Each is its
 * own chunk, loaded the first time it opens, so the console's first bundle does not carry them.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSnapshot } from 'valtio';
import { ui, type Overlay } from '../../store/ui';

const DIALOGS: readonly { overlay: Overlay; Dialog: LazyExoticComponent<ComponentType> }[] = [
  { overlay: 'skuFetchOpen', Dialog: lazy(() => import('../product/SkuFetchDialog')) },
  { overlay: 'generateTextsOpen', Dialog: lazy(() => import('../product/completions/GenerateTextsDialog')) },
  { overlay: 'returnFormOpen', Dialog: lazy(() => import('../shop/returns/ReturnFormDialog')) },
  { overlay: 'customerLinkOpen', Dialog: lazy(() => import('../customers/LoginLinkDialog')) },
  { overlay: 'customerMergeOpen', Dialog: lazy(() => import('../customers/MergeDialog')) },
  { overlay: 'newTicketOpen', Dialog: lazy(() => import('../../features/support/views/NewTicketDialog')) },
  { overlay: 'upsellFormOpen', Dialog: lazy(() => import('../../features/selling/views/AddUpsellDialog')) },
];

export function OnDemandDialogs() {
  const open = useSnapshot(ui);
  const shown = DIALOGS.filter(({ overlay }) => open[overlay]);
  if (!shown.length) return null;
  return (
    <Suspense fallback={null}>
      {shown.map(({ overlay, Dialog }) => (
        <Dialog key={overlay} />
      ))}
    </Suspense>
  );
}

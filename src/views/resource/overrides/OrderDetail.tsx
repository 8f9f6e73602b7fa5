/**
 * An order's detail (src/domain/resources/shop/orders.ts): its customer one key away, as a link by name
 * (Shift+C, also in the palette: src/features/orders/order.commands.ts), and "Create a return from this order" as a
 * visible button beside it (Shift+R, src/features/returns/returns.commands.ts), for a user who may update returns
 * (the server checks the right again), and "Add upsell" (U, src/features/selling/order-upsell.commands.ts) for a user
 * who may update upsells while the order takes changes. Then the engine's fields, and where each line's price came
 * from with the rules behind its discount (src/views/common/line-prices/LinePrices.tsx).
 */
import { useIntl } from 'react-intl';
import { PackagePlus, PackageOpen, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { orderCustomerHref } from '../../../features/orders/order.commands';
import { LinePrices } from '../../common/line-prices';
import { openUpsellFormFor, takesUpsells } from '../../../features/selling/order-upsell.commands';
import { canOpen } from '../../../domain/access';
import { screen } from '../../../domain/screens';
import { valueText } from '../../../domain/value-text';
import { openReturnForm } from '../../../store/ui';
import { usePermission, useViewer } from '../../app/useViewer';
import { Button } from '../../common/Button';
import { DetailFields } from '../detail/DetailFields';
import { ReferenceTitles, useReferenceTitle } from '../format/reference-titles';
import type { DetailBodyProps } from '../overrides-types';
import styles from '../detail/detail.module.css';

/** The customer's name as its reference title (read within ReferenceTitles), else its number. */
function CustomerLink({ href, customerId }: { href: string; customerId: number }) {
  const intl = useIntl();
  const name = useReferenceTitle('CustomerID', customerId) ?? `#${customerId}`;
  return (
    <Link href={href} aria-keyshortcuts="Shift+C">
      <UserRound size={14} aria-hidden="true" /> {intl.formatMessage({ id: 'orders.detail.customer' }, { name })}
    </Link>
  );
}

export function OrderDetail({ def, record }: DetailBodyProps) {
  const intl = useIntl();
  const viewer = useViewer();
  const canReturn = usePermission('update:return');
  const canUpsell = usePermission('update:upsell') && takesUpsells(record);
  const customerHref = canOpen(viewer, screen('ShopCustomerDetail')) ? orderCustomerHref(record) : null;
  return (
    <>
      {customerHref || canReturn || canUpsell ? (
        <p className={styles.recordTools}>
          {customerHref ? (
            <ReferenceTitles def={def} records={[record]}>
              <CustomerLink href={customerHref} customerId={Number(record.CustomerID)} />
            </ReferenceTitles>
          ) : null}
          {canReturn ? (
            <Button size="sm" onPress={() => openReturnForm(record.ID, valueText(record.Number ?? record.ID))} aria-keyshortcuts="Shift+R">
              <PackageOpen size={14} aria-hidden="true" />
              {intl.formatMessage({ id: 'commands.returns.createFromOrder' })}
            </Button>
          ) : null}
          {canUpsell ? (
            <Button size="sm" onPress={() => openUpsellFormFor(record)} aria-keyshortcuts="U">
              <PackagePlus size={14} aria-hidden="true" />
              {intl.formatMessage({ id: 'commands.orders.addUpsell' })}
            </Button>
          ) : null}
        </p>
      ) : null}
      <DetailFields def={def} record={record} />
      <LinePrices path={def.path} id={record.ID} currency={String(record.Currency)} version={record.Version} />
    </>
  );
}

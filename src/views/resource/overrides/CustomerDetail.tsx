/**
 * A customer's detail (src/domain/resources/shop/customers.ts): "Log in as customer" (Shift+L), "Merge
 * into…" (Shift+M) and "New ticket" (Shift+T, src/features/support/views/NewTicketDialog.tsx) above its fields, for a user with `update customer` and a customer not merged away (the
 * same commands are in the palette, src/features/customers/customer.commands.ts; the server checks the right again).
 */
import { useIntl } from 'react-intl';
import { GitMerge, LifeBuoy, LogIn } from 'lucide-react';
import { logInAsCustomer, openMerge, openTicketFor } from '../../../features/customers/customer.commands';
import { usePermission } from '../../app/useViewer';
import { Button } from '../../common/Button';
import { DetailFields } from '../detail/DetailFields';
import type { DetailBodyProps } from '../overrides-types';
import styles from '../detail/detail.module.css';

export function CustomerDetail({ def, record }: DetailBodyProps) {
  const intl = useIntl();
  const canUpdate = usePermission('update:customer');
  return (
    <>
      {canUpdate && record.MergedIntoID == null ? (
        <p className={styles.recordTools}>
          <Button size="sm" onPress={() => void logInAsCustomer(record)} aria-keyshortcuts="Shift+L">
            <LogIn size={14} aria-hidden="true" />
            {intl.formatMessage({ id: 'commands.customers.loginAs' })}
          </Button>
          <Button size="sm" onPress={() => openMerge(record)} aria-keyshortcuts="Shift+M">
            <GitMerge size={14} aria-hidden="true" />
            {intl.formatMessage({ id: 'commands.customers.merge' })}
          </Button>
          <Button size="sm" onPress={() => openTicketFor(record)} aria-keyshortcuts="Shift+T">
            <LifeBuoy size={14} aria-hidden="true" />
            {intl.formatMessage({ id: 'commands.support.newTicket' })}
          </Button>
        </p>
      ) : null}
      <DetailFields def={def} record={record} />
    </>
  );
}

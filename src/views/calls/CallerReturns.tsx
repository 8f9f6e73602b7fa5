/**
 * The incoming-call lookup's open returns of one matched customer (issue 19 §4), beside the latest orders: the
 * returns still in hand, each a link to the return with its status, date and amount. Open is waiting for a
 * decision, or approved with the goods not yet counted in (QuantityVerified); the customer's returns come from
 * the returns list filtered by the customer, newest first.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ResourceRecord } from '../../domain/resources/types';
import { ReturnStatus } from '../../domain/returns/codes';
import { screen, screenHref } from '../../domain/screens';
import { CallerSection, useCallerRecords } from './CallerSection';
import styles from './CallLookupDialog.module.css';

/** A return the shop still has to act on. */
function isOpenReturn(record: ResourceRecord): boolean {
  return record.Status === ReturnStatus.AwaitingApproval || (record.Status === ReturnStatus.Approved && record.QuantityVerified !== true);
}

export function CallerReturns({ customerId, onNavigate }: { customerId: number; onNavigate: () => void }) {
  const intl = useIntl();
  const returns = useCallerRecords('ShopReturnIndex', 'returns', customerId);
  if (!returns) return null;
  return (
    <CallerSection
      title={intl.formatMessage({ id: 'calls.lookup.openReturns' })}
      none={intl.formatMessage({ id: 'calls.lookup.noOpenReturns' })}
      items={returns.filter(isOpenReturn).map((record) => (
        <li key={record.ID}>
          <Link href={screenHref(screen('ShopReturnDetail'), { id: record.ID })} onClick={onNavigate}>
            <FormattedMessage id="calls.lookup.return" values={{ id: record.ID }} />
          </Link>
          <span className={styles.muted}>
            {[
              intl.formatMessage({ id: `enums.returnStatus.${String(record.Status)}` }),
              intl.formatDate(String(record.ReturnedAt), { dateStyle: 'short' }),
              intl.formatNumber(Number(record.Amount), { style: 'currency', currency: String(record.Currency) }),
            ].join(' · ')}
          </span>
        </li>
      ))}
    />
  );
}

/**
 * "Merge into…" (issue 9 §5; src/features/customers/customer.commands.ts): pick the customer this one merges into (the
 * same store's customers, found by the customers' search, not itself nor one merged away), read what would
 * move from the server's preview (orders, returns, customers merged into it earlier: every reference to
 * customers), then merge in one call and land on the surviving customer with a flash. The server decides:
 * its refusals (a stale Version, 40901; no right, 40301; another store, 40001) are shown in the dialog, and a
 * stale one reads the preview again so a second press merges what is now there. Esc closes it.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { mutate as globalMutate } from 'swr';
import { useLocation } from 'wouter';
import { ApiError, errorMessageOf } from '../../api/client';
import { mergeCustomers, mergePreview, type MergePreview } from '../../api/customers';
import { resourceKeys, revalidate } from '../../api/resources';
import { resource } from '../../domain/resources';
import type { ResourceRecord } from '../../domain/resources/types';
import { showFlash } from '../../store/flash';
import { closeOverlay, customerDialog } from '../../store/ui';
import { FormDialog } from '../common/FormDialog';
import { issueText } from '../resource/form/editors/issue';
import { ReferencePicker } from '../resource/pickers/ReferencePicker';
import { recordSubtitle, recordTitle } from '../resource/format/record-text';
import dialogStyles from '../resource/actions/dialog.module.css';

const customers = resource('customers');
const notMergedAway = (record: ResourceRecord) => record.MergedIntoID == null;

/** A failure as the dialog says it: the server's message, with the field's own reason when it names one. */
function failureText(intl: ReturnType<typeof useIntl>, error: unknown): string {
  const message = intl.formatMessage({ id: errorMessageOf(error) });
  const field = error instanceof ApiError ? issueText(intl, error.fields?.into) : null;
  return field ? `${message}: ${field}` : message;
}

export default function MergeDialog() {
  const intl = useIntl();
  const locale = intl.locale.slice(0, 2);
  const [, navigate] = useLocation();
  const { customer } = useSnapshot(customerDialog);
  const [into, setInto] = useState<number | null>(null);
  const [preview, setPreview] = useState<MergePreview | null>(null);
  const [reading, setReading] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => closeOverlay('customerMergeOpen');

  useEffect(() => {
    setPreview(null);
    if (!customer || into == null) return;
    const controller = new AbortController();
    mergePreview(customer.ID, into, controller.signal)
      .then((answer) => {
        setPreview(answer);
        setFailure(null);
      })
      .catch((error) => {
        if (!controller.signal.aborted) setFailure(failureText(intl, error));
      });
    return () => controller.abort();
  }, [customer, into, reading, intl]);

  if (!customer) return null;

  const merge = async () => {
    if (!preview?.into) return;
    setFailure(null);
    try {
      const done = await mergeCustomers(preview.from, preview.into);
      const survivor = done.into!;
      await Promise.all([
        revalidate({ mutate: globalMutate }, customers, [done.from.ID, survivor.ID]),
        globalMutate(resourceKeys(customers).detail(done.from.ID)),
        globalMutate(resourceKeys(customers).detail(survivor.ID)),
      ]);
      close();
      navigate(`/shop/customers/${survivor.ID}`);
      showFlash({ id: 'resources.customers.merge.done' }, 'success', {
        values: { from: recordTitle(customers, done.from, locale), into: recordTitle(customers, survivor, locale) },
      });
    } catch (error) {
      setFailure(failureText(intl, error));
      // Someone changed either customer: read them again, so what is shown is what a second press merges.
      if (error instanceof ApiError && error.code === 40901) setReading((n) => n + 1);
    }
  };

  const moveLabel = (move: MergePreview['moves'][number]) =>
    move.resource === 'customers'
      ? intl.formatMessage({ id: 'resources.customers.merge.movesCustomers' })
      : intl.formatMessage({ id: resource(move.resource).noun.other });

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'resources.customers.merge.title' }, { name: customer.Name })}
      submitLabel={intl.formatMessage({ id: 'resources.customers.merge.confirm' })}
      submitVariant="danger"
      canSubmit={!!preview?.into}
      onSubmit={merge}
      onClose={close}
      error={failure}
    >
      <div className={dialogStyles.body}>
        <p>{intl.formatMessage({ id: 'resources.customers.merge.help' })}</p>
        <ReferencePicker
          label={intl.formatMessage({ id: 'resources.customers.merge.into' })}
          target={customers}
          where={{ StoreID: [customer.StoreID] }}
          exclude={[customer.ID]}
          offered={notMergedAway}
          value={into}
          onChange={setInto}
          isRequired
        />
        {preview?.into ? (
          <section aria-label={intl.formatMessage({ id: 'resources.customers.merge.preview' })} role="status">
            <p>
              {intl.formatMessage(
                { id: 'resources.customers.merge.survivor' },
                {
                  into: recordTitle(customers, preview.into, locale),
                  detail: recordSubtitle(customers, preview.into, intl) || '—',
                },
              )}
            </p>
            <ul aria-label={intl.formatMessage({ id: 'resources.customers.merge.moves' })}>
              {preview.moves.map((move) => (
                <li key={`${move.resource}.${move.field}`}>
                  {moveLabel(move)}: {intl.formatNumber(move.count)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </FormDialog>
  );
}

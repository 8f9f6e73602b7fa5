/**
 * What a declared selection's action will do and did (SelectionDef): the summary before (how many will act, how
 * many are skipped and why, the money involved per currency) and the outcome per record after, as a table.
 */
import { useIntl, type IntlShape } from 'react-intl';
import { parseMinor } from '../../../domain/money';
import type { ResourceDef, SelectionDef, SelectionOutcome } from '../../../domain/resources/types';
import { valueText } from '../../../domain/value-text';
import styles from './selection.module.css';

/** The label of an outcome's action code, from the declared enum field's options. */
function actionLabel(intl: IntlShape, def: ResourceDef, selection: SelectionDef, code: unknown): string {
  const field = def.fields.find((f) => f.key === selection.actionField);
  const option = field?.options?.find((o) => o.value === code);
  return option ? intl.formatMessage({ id: option.label }) : intl.formatMessage({ id: 'resource.selection.noAction' });
}

function reasonLabel(intl: IntlShape, selection: SelectionDef, reason: unknown): string {
  const id = typeof reason === 'string' ? selection.reasons[reason] : undefined;
  return id ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'resource.selection.noAction' });
}

/** Sums of the outcomes' money per currency, in minor units, in the order the currencies first appear. */
function moneyByCurrency(outcomes: readonly SelectionOutcome[], selection: SelectionDef): [string, number][] {
  const sums = new Map<string, number>();
  for (const outcome of outcomes) {
    const currency = outcome[selection.outcome.currency];
    const minor = parseMinor(outcome[selection.outcome.amount]);
    if (typeof currency !== 'string' || minor == null) continue;
    sums.set(currency, (sums.get(currency) ?? 0) + minor);
  }
  return [...sums];
}

function formatMoney(intl: IntlShape, minor: number, currency: string): string {
  return intl.formatNumber(minor / 100, { style: 'currency', currency });
}

/** The summary of a dry run: counts, skips grouped by reason, money of those that will act. */
export function SelectionSummary({ def, outcomes }: { def: ResourceDef; outcomes: readonly SelectionOutcome[] }) {
  const intl = useIntl();
  const selection = def.selection!;
  const acting = outcomes.filter((o) => o.outcome !== 'skipped');
  const skipped = outcomes.filter((o) => o.outcome === 'skipped');
  const reasons = new Map<string, number>();
  for (const o of skipped) reasons.set(String(o.reason), (reasons.get(String(o.reason)) ?? 0) + 1);
  const money = moneyByCurrency(acting, selection);
  return (
    <div className={styles.report}>
      <p>
        <strong>{intl.formatMessage({ id: 'resource.selection.willAct' }, { count: acting.length })}</strong>
      </p>
      {acting.length === 0 ? <p>{intl.formatMessage({ id: 'resource.selection.nothingToDo' })}</p> : null}
      {money.length ? (
        <>
          <h3 className={styles.subheading}>{intl.formatMessage({ id: 'resource.selection.moneyInvolved' })}</h3>
          <ul className={styles.facts}>
            {money.map(([currency, minor]) => (
              <li key={currency}>{formatMoney(intl, minor, currency)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>{intl.formatMessage({ id: 'resource.selection.skippedCount' }, { count: skipped.length })}</p>
      {reasons.size ? (
        <ul className={styles.facts}>
          {[...reasons].map(([reason, count]) => (
            <li key={reason}>
              {intl.formatMessage({ id: 'resource.selection.skippedReason' }, { reason: reasonLabel(intl, selection, reason), count })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One line per record: its number, done or skipped with the reason, and the action. */
export function SelectionOutcomes({ def, outcomes }: { def: ResourceDef; outcomes: readonly SelectionOutcome[] }) {
  const intl = useIntl();
  const selection = def.selection!;
  const done = outcomes.filter((o) => o.outcome !== 'skipped').length;
  return (
    <div className={styles.report}>
      <p>{intl.formatMessage({ id: 'resource.selection.outcomeSummary' }, { done, skipped: outcomes.length - done })}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'resource.selection.colRecord' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'resource.selection.colOutcome' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'resource.selection.colAction' })}</th>
          </tr>
        </thead>
        <tbody>
          {outcomes.map((o) => {
            const title = o[selection.outcome.title];
            return (
              <tr key={o.ID}>
                <th scope="row">{title == null ? `#${o.ID}` : valueText(title)}</th>
                <td>
                  {o.outcome === 'skipped'
                    ? intl.formatMessage({ id: 'resource.selection.skipped' }, { reason: reasonLabel(intl, selection, o.reason) })
                    : intl.formatMessage({ id: o.outcome === 'done' ? 'resource.selection.done' : 'resource.selection.ready' })}
                </td>
                <td>
                  {o.outcome === 'skipped'
                    ? intl.formatMessage({ id: 'resource.selection.noAction' })
                    : actionLabel(intl, def, selection, o[selection.outcome.action])}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * An integer field with `progressOf` (a job's ProgressDone of its ProgressTotal) read as a progress bar: role
 * progressbar, named by the field's label, its value read as "310 of 900" beside the bar. Without a total
 * it is the plain number.
 */
import { useIntl } from 'react-intl';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import type { FieldDef, ResourceRecord } from '../../../domain/resources/types';
import styles from './format.module.css';

export function ProgressValue({ field, record }: { field: FieldDef; record: ResourceRecord }) {
  const intl = useIntl();
  const done = Number(record[field.key] ?? 0);
  const total = record[field.progressOf!];
  if (typeof total !== 'number' || total <= 0) return <span className={styles.number}>{intl.formatNumber(done)}</span>;
  const text = intl.formatMessage({ id: 'resource.value.progress' }, { done: intl.formatNumber(done), total: intl.formatNumber(total) });
  return (
    <ProgressBar
      className={styles.progressValue}
      value={Math.min(done, total)}
      maxValue={total}
      valueLabel={text}
      aria-label={intl.formatMessage({ id: field.label })}
    >
      {({ percentage, valueText }) => (
        <>
          <span className={styles.progressTrack} aria-hidden="true">
            <span className={styles.progressFill} style={{ display: 'block', width: `${percentage ?? 0}%` }} />
          </span>
          <span className={styles.progressText}>{valueText}</span>
        </>
      )}
    </ProgressBar>
  );
}

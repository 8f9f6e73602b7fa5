/**
 * The body of the stale-write question: who saved the record meanwhile and when, then each changed field
 * with the saved change beside this user's, and for a field both changed, which of the two stays.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { LOCALES } from '../../../domain/constants';
import { fileKeyOf, isPerLocale, isSecret } from '../../../domain/resources/kinds';
import type { FieldDef, ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { Empty, FieldValue } from '../format/FieldValue';
import { localeText } from '../format/record-text';
import { ReferenceTitles } from '../format/reference-titles';
import type { FieldEdit, Side } from './edits';
import styles from './conflict.module.css';
import { valueText } from '../../../domain/value-text';

export interface ConflictSummaryProps {
  def: ResourceDef;
  /** Who saved meanwhile, and when: one sentence. */
  who: string;
  edits: readonly FieldEdit[];
  /** The record as saved now. */
  current: ResourceRecord;
  /** The record as this user's values would make it. */
  mine: ResourceRecord;
  /** The record as both edits started from it. */
  base: ResourceRecord;
  /** Written as the user picks a side for a clashing field (mine unless changed). */
  kept: Map<string, Side>;
}

/** A value as a list cell shows it; a translation, each language changed from the base. */
function Value({ field, record, base }: { field: FieldDef; record: ResourceRecord; base: ResourceRecord }) {
  const intl = useIntl();
  if (isSecret(field)) return <>{intl.formatMessage({ id: 'resource.conflict.secret' })}</>;
  if (field.kind === 'file') {
    const file = record[fileKeyOf(field)] as { Name?: string } | null | undefined;
    const value = record[field.key];
    return value == null ? <Empty /> : <>{file?.Name ?? `#${valueText(value)}`}</>;
  }
  if (!isPerLocale(field)) return <FieldValue field={field} record={record} variant="cell" />;
  const texts = (record[field.key] ?? {}) as Record<string, string | undefined>;
  const before = (base[field.key] ?? {}) as Record<string, string | undefined>;
  const shown = LOCALES.filter((l) => (texts[l] ?? '') !== (before[l] ?? ''));
  return (
    <>
      {(shown.length ? shown : LOCALES).map((locale) => (
        <span key={locale} className={styles.translation}>
          <span className={styles.locale}>{intl.formatMessage({ id: `common.locale.${locale}` })}:</span>{' '}
          {localeText(field, texts[locale], locale) || <Empty />}
        </span>
      ))}
    </>
  );
}

function Unchanged() {
  const intl = useIntl();
  return <span className={styles.muted}>{intl.formatMessage({ id: 'resource.conflict.unchanged' })}</span>;
}

function Keep({ edit, label, kept }: { edit: FieldEdit; label: string; kept: Map<string, Side> }) {
  const intl = useIntl();
  const [side, setSide] = useState<Side>(kept.get(edit.field.key) ?? 'mine');
  if (!edit.clash) {
    const stays = edit.mine ? 'resource.conflict.keepsMine' : 'resource.conflict.keepsTheirs';
    return <>{intl.formatMessage({ id: edit.mine && edit.theirs ? 'resource.conflict.keepsSame' : stays })}</>;
  }
  return (
    <RadioGroup
      aria-label={intl.formatMessage({ id: 'resource.conflict.keepLabel' }, { field: label })}
      orientation="horizontal"
      value={side}
      onChange={(value) => {
        const next = value === 'theirs' ? 'theirs' : 'mine';
        kept.set(edit.field.key, next);
        setSide(next);
      }}
      className={styles.keep}
    >
      <Radio value="mine" className={styles.radio}>
        {intl.formatMessage({ id: 'resource.conflict.mine' })}
      </Radio>
      <Radio value="theirs" className={styles.radio}>
        {intl.formatMessage({ id: 'resource.conflict.theirs' })}
      </Radio>
    </RadioGroup>
  );
}

export function ConflictSummary({ def, who, edits, current, mine, base, kept }: ConflictSummaryProps) {
  const intl = useIntl();
  return (
    <ReferenceTitles def={def} records={[current, mine]}>
      <p>{who}</p>
      <table className={styles.table}>
        <caption className="sr-only">{intl.formatMessage({ id: 'resource.conflict.caption' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'resource.conflict.field' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'resource.conflict.theirChange' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'resource.conflict.myChange' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'resource.conflict.kept' })}</th>
          </tr>
        </thead>
        <tbody>
          {edits.map((edit) => {
            const label = intl.formatMessage({ id: edit.field.label });
            return (
              <tr key={edit.field.key} data-clash={edit.clash || undefined}>
                <th scope="row">{label}</th>
                <td>{edit.theirs ? <Value field={edit.field} record={current} base={base} /> : <Unchanged />}</td>
                <td>{edit.mine ? <Value field={edit.field} record={mine} base={base} /> : <Unchanged />}</td>
                <td>
                  <Keep edit={edit} label={label} kept={kept} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ReferenceTitles>
  );
}

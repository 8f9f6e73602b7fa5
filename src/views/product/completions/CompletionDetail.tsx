/**
 * An AI text's detail: the product's text now beside the proposed one, a word-by-word diff, and a warning
 * naming the prohibited words of its language the proposal holds (the server refuses to approve it, this says
 * so before anyone tries); then the completion's other fields.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useProhibitedWords } from '../../../api/completions';
import { htmlToText } from '../../../domain/html';
import { prohibitedWordsIn, wordDiff } from '../../../domain/resources/product/completion-texts';
import { Alert } from '../../common/Alert';
import { DetailFields } from '../../resource/detail/DetailFields';
import type { DetailBodyProps } from '../../resource/overrides-types';
import styles from './CompletionDetail.module.css';
import { valueText } from '../../../domain/value-text';

const SHOWN_ABOVE = new Set(['Text', 'Before']);

/** The prohibited words of the record's language that its proposed text holds. */
function useProhibitedIn(locale: unknown, text: unknown): string[] {
  const { data } = useProhibitedWords(typeof locale === 'string' ? locale : null);
  return useMemo(
    () =>
      prohibitedWordsIn(
        valueText(text ?? ''),
        (data?.data ?? []).map((w) => w.Word),
      ),
    [data, text],
  );
}

export function CompletionDetail({ def, record }: DetailBodyProps) {
  const intl = useIntl();
  const before = record.Field === 'Description' ? htmlToText(valueText(record.Before)) : valueText(record.Before);
  const after = valueText(record.Text);
  const diff = useMemo(() => wordDiff(before, after), [before, after]);
  const prohibited = useProhibitedIn(record.Locale, record.Text);
  const rest = useMemo(() => ({ ...def, fields: def.fields.filter((f) => !SHOWN_ABOVE.has(f.key)) }), [def]);
  return (
    <>
      {prohibited.length ? (
        <Alert tone="warning">
          {intl.formatMessage(
            { id: 'resources.completions.prohibited' },
            { count: prohibited.length, words: prohibited.map((w) => `“${w}”`).join(', ') },
          )}
        </Alert>
      ) : null}
      <section className={styles.diff} aria-label={intl.formatMessage({ id: 'resources.completions.diff' })}>
        <dl className={styles.sides}>
          <div className={styles.before}>
            <dt>{intl.formatMessage({ id: 'resources.completions.old' })}</dt>
            <dd>{before || <span className={styles.muted}>{intl.formatMessage({ id: 'resources.completions.emptyText' })}</span>}</dd>
          </div>
          <div className={styles.after}>
            <dt>{intl.formatMessage({ id: 'resources.completions.new' })}</dt>
            <dd>{after}</dd>
          </div>
        </dl>
        {before ? (
          <div className={styles.words}>
            <h3>{intl.formatMessage({ id: 'resources.completions.wordDiff' })}</h3>
            <p>
              {diff.map((part, i) =>
                part.kind === 'same' ? (
                  <span key={i}>{part.text}</span>
                ) : part.kind === 'removed' ? (
                  <del key={i} aria-label={`${intl.formatMessage({ id: 'resources.completions.removed' })}: ${part.text}`}>
                    {part.text}
                  </del>
                ) : (
                  <ins key={i} aria-label={`${intl.formatMessage({ id: 'resources.completions.added' })}: ${part.text}`}>
                    {part.text}
                  </ins>
                ),
              )}
            </p>
          </div>
        ) : null}
      </section>
      <DetailFields def={rest} record={record} />
    </>
  );
}

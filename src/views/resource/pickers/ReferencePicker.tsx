import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { searchResources, useResourcesByIds } from '../../../api/resources';
import type { FieldChrome } from '../form/editors/FieldParts';
import type { FieldDef, ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { recordSubtitle, recordTitle } from '../format/record-text';
import { PickerField, type PickerItem } from './PickerField';

const NONE: ResourceRecord[] = [];

/** Options shown per search. */
const OPTIONS = 20;
const SEARCH_DELAY_MS = 200;

export interface ReferencePickerProps extends FieldChrome {
  target: ResourceDef;
  /** Only records matching this are offered (the field's `where`). */
  where?: FieldDef['where'];
  value: number | null;
  onChange: (id: number | null) => void;
  /** Ids not offered (already chosen in a set). */
  exclude?: readonly number[];
  /** Only records this accepts are offered (a merge's target: not a customer merged away). */
  offered?: (record: ResourceRecord) => boolean;
  /** Each choice is added (see PickerField's `adds`): the field empties after it. */
  adds?: boolean;
}

/**
 * A record of another resource, found by its free-text search (`GET …?q=`, the target's searchable fields);
 * the chosen record's title is read with `ids=`.
 */
export function ReferencePicker({ target, where, value, exclude, offered, ...props }: ReferencePickerProps) {
  const intl = useIntl();
  const locale = intl.locale.slice(0, 2);
  const [text, setText] = useState('');
  // The last answer with the text it answers: options are offered only while that text is still typed.
  const [answer, setAnswer] = useState<{ text: string; records: ResourceRecord[] } | null>(null);
  const found = answer?.records ?? NONE;
  const pending = answer?.text !== text;
  const chosen = useResourcesByIds(target, value != null ? [value] : []).data?.data?.[0];

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // An aborted question (the text changed, the picker closed) never answers: its request rejects with
      // an AbortError, and an answer that came anyway is dropped. A failed search offers nothing.
      const settle = (records: ResourceRecord[]) => {
        if (!controller.signal.aborted) setAnswer({ text, records });
      };
      searchResources(target, text, OPTIONS, controller.signal, where).then(
        (result) => settle(result.data ?? []),
        () => settle([]),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The field's `where` is declaration data: the same object for the picker's life.
  }, [target, text, where]);

  const items = useMemo<PickerItem[]>(
    () =>
      found
        .filter((r) => !exclude?.includes(r.ID) && (!offered || offered(r)))
        .map((r) => ({ id: r.ID, label: recordTitle(target, r, locale), detail: recordSubtitle(target, r, intl) || undefined })),
    [found, exclude, offered, target, locale, intl],
  );
  const valueLabel = value == null ? '' : chosen ? recordTitle(target, chosen, locale) : `#${value}`;
  return <PickerField {...props} items={items} value={value} valueLabel={valueLabel} onSearch={setText} pending={pending} />;
}

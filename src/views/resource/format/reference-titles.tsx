/**
 * Titles of the records a resource's reference fields point at, fetched once per field for every record
 * on screen (`ids=` on the target's list) rather than once per cell. Cells read them from context, and a
 * bespoke row may read the referenced record itself (an attribute value's unit is its attribute's).
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useResourcesByIds } from '../../../api/resources';
import { titledReferences } from '../../../domain/api-access';
import { resourceByName } from '../../../domain/resources';
import type { FieldDef, ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { recordTitle } from './record-text';

/** Field key → record id → title. */
type Titles = ReadonlyMap<string, ReadonlyMap<number, string>>;
/** Field key → record id → the referenced record. */
type Records = ReadonlyMap<string, ReadonlyMap<number, ResourceRecord>>;

const TitlesContext = createContext<Titles>(new Map());
const RecordsContext = createContext<Records>(new Map());
/** The reference fields whose targets' titles have arrived (a missing title then means no such record). */
const LoadedContext = createContext<ReadonlySet<string>>(new Set());

type Found = [string, Map<number, string>, Map<number, ResourceRecord>, boolean];

/** Ids at most asked per field in one call (the API's page limit). */
const MAX_IDS = 500;

function idsOf(field: FieldDef, records: readonly ResourceRecord[]): number[] {
  const ids = new Set<number>();
  for (const record of records) {
    const value = record[field.key];
    for (const id of Array.isArray(value) ? value : [value]) {
      if (typeof id === 'number' && ids.size < MAX_IDS) ids.add(id);
    }
  }
  return [...ids];
}

function useFieldTitles(def: ResourceDef, field: FieldDef, records: readonly ResourceRecord[], locale: string): Found {
  const target = resourceByName.get(field.resource ?? '') ?? null;
  const ids = useMemo(() => idsOf(field, records), [field, records]);
  // Through `def`'s reference-titles route when the user may not view the target itself.
  const { data } = useResourcesByIds(target, ids, { resource: def, field: field.key });
  return useMemo(() => {
    const titles = new Map<number, string>();
    const byId = new Map<number, ResourceRecord>();
    if (target) {
      for (const record of data?.data ?? []) {
        titles.set(record.ID, recordTitle(target, record, locale));
        byId.set(record.ID, record);
      }
    }
    return [field.key, titles, byId, data !== undefined || !target];
  }, [data, target, field.key, locale]);
}

function Collect({
  def,
  fields,
  records,
  children,
  found,
}: {
  def: ResourceDef;
  fields: readonly FieldDef[];
  records: readonly ResourceRecord[];
  children: ReactNode;
  found: Found[];
}) {
  const intl = useIntl();
  const [first, ...rest] = fields;
  const pair = useFieldTitles(def, first, records, intl.locale.slice(0, 2));
  const all = useMemo(() => [...found, pair], [found, pair]);
  const titles = useMemo(() => new Map(all.map(([key, byId]) => [key, byId])), [all]);
  const referenced = useMemo(() => new Map(all.map(([key, , byId]) => [key, byId])), [all]);
  const loaded = useMemo(() => new Set(all.filter(([, , , done]) => done).map(([key]) => key)), [all]);
  if (rest.length)
    return (
      <Collect def={def} fields={rest} records={records} found={all}>
        {children}
      </Collect>
    );
  return (
    <TitlesContext.Provider value={titles}>
      <RecordsContext.Provider value={referenced}>
        <LoadedContext.Provider value={loaded}>{children}</LoadedContext.Provider>
      </RecordsContext.Provider>
    </TitlesContext.Provider>
  );
}

/** No titles found yet: one array for every start, so the contexts below change only when a title does. */
const NONE_FOUND: Found[] = [];

/** Provides the titles for the reference fields of `def` over `records`. */
export function ReferenceTitles({ def, records, children }: { def: ResourceDef; records: readonly ResourceRecord[]; children: ReactNode }) {
  const fields = useMemo(() => titledReferences(def), [def]);
  if (!fields.length) return <>{children}</>;
  return (
    <Collect def={def} fields={fields} records={records} found={NONE_FOUND}>
      {children}
    </Collect>
  );
}

/**
 * What names a record in a list: its title (recordTitle), or, when the title field is a reference (a set's
 * component), the referenced record's title as fetched for the list, so a row never reads as a bare id.
 */
export function useRecordTitle(def: ResourceDef): (record: ResourceRecord) => string {
  const intl = useIntl();
  const titles = useContext(TitlesContext);
  const locale = intl.locale.slice(0, 2);
  // A new function only when the titles or the language change: lists re-render their rows on it.
  return useCallback(
    (record: ResourceRecord) => {
      const field = def.fields.find((f) => f.key === def.titleField);
      const id = record[def.titleField];
      const referenced = field?.kind === 'reference' && typeof id === 'number' ? titles.get(field.key)?.get(id) : undefined;
      return referenced ?? recordTitle(def, record, locale);
    },
    [def, titles, locale],
  );
}

function Titled({ def, record, children }: { def: ResourceDef; record: ResourceRecord; children: (title: string) => ReactNode }) {
  return <>{children(useRecordTitle(def)(record))}</>;
}

/**
 * One record's title for a heading (the open record, its edit form): as `useRecordTitle` reads it, with the
 * titles of the record's references fetched for it (a chargeback reads as its return's number).
 */
export function RecordTitle({
  def,
  record,
  children,
}: {
  def: ResourceDef;
  record: ResourceRecord;
  children: (title: string) => ReactNode;
}) {
  const records = useMemo(() => [record], [record]);
  return (
    <ReferenceTitles def={def} records={records}>
      <Titled def={def} record={record}>
        {children}
      </Titled>
    </ReferenceTitles>
  );
}

/** The title of a referenced record, when it has been fetched. */
export function useReferenceTitle(fieldKey: string, id: number): string | undefined {
  return useContext(TitlesContext).get(fieldKey)?.get(id);
}

/** Have the titles of this reference field's targets arrived? */
export function useReferenceTitlesLoaded(fieldKey: string): boolean {
  return useContext(LoadedContext).has(fieldKey);
}

/** The record a reference field points at, when it has been fetched for the records on screen. */
export function useReferencedRecord(fieldKey: string, id: unknown): ResourceRecord | undefined {
  const records = useContext(RecordsContext);
  return typeof id === 'number' ? records.get(fieldKey)?.get(id) : undefined;
}

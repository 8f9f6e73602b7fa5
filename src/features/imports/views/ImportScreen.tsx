/**
 * An import's screen (issue 8 §5): download the template, choose a file (and the supplier of a supplier file),
 * check it — every bad line listed with its line, column and message, nothing written —, then apply the checked
 * file as a job whose progress shows here, cancel it while it runs, and read what it did. The latest imports of
 * the kind are listed below. Everything is reachable with Tab and Enter; the result is announced.
 */
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { Download, FileUp, Play, Square } from 'lucide-react';
import useSWR from 'swr';
import { errorMessageOf } from '../../../api/client';
import { applyImport, cancelImport, downloadTemplate, uploadImport, useImport, useImportIssues, useImports } from '../../../api/imports';
import { IMPORT_COUNT_KEYS, type ImportCounts, type ImportIssue, type ImportSummary } from '../../../domain/imports/api';
import type { ImportDef } from '../../../domain/imports/definitions';
import { resource } from '../../../domain/resources';
import type { ResourceRecord } from '../../../domain/resources/types';
import { formatFileSize } from '../../../domain/format';
import { screen as screenNamed, screenHref, type Screen } from '../../../domain/screens';
import { Link } from 'wouter';
import { searchResources } from '../../../api/resources';
import { Alert } from '../../../views/common/Alert';
import { Button } from '../../../views/common/Button';
import { PageHeader } from '../../../views/common/PageHeader';
import styles from './ImportScreen.module.css';

function Counts({ counts, labelId }: { counts: ImportCounts; labelId: string }) {
  const intl = useIntl();
  return (
    <dl className={styles.counts} aria-label={intl.formatMessage({ id: labelId })}>
      {IMPORT_COUNT_KEYS.map((key) => (
        <div key={key} className={key === 'bad' && counts.bad > 0 ? styles.bad : undefined}>
          <dt>{intl.formatMessage({ id: `imports.count.${key}` })}</dt>
          <dd>{intl.formatNumber(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

function issueText(intl: ReturnType<typeof useIntl>, found: ImportIssue['Issue']): string {
  return intl.messages[found.id] ? intl.formatMessage({ id: found.id }, found.values) : found.message;
}

function Issues({ def, summary }: { def: ImportDef; summary: ImportSummary }) {
  const intl = useIntl();
  const { data, size, setSize, isLoading } = useImportIssues(def, summary.ID);
  const rows = data?.flatMap((page) => page.data) ?? [];
  const more = !!data?.at(-1)?.nextCursor;
  return (
    <section aria-labelledby="import-issues" className={styles.section}>
      <h2 id="import-issues">
        <FormattedMessage id="imports.issues.title" values={{ count: summary.Issues }} />
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="imports.issues.line" />
              </th>
              <th scope="col">
                <FormattedMessage id="imports.issues.column" />
              </th>
              <th scope="col">
                <FormattedMessage id="imports.issues.message" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.ID}>
                <td>{row.Line}</td>
                <td>{row.Column || <FormattedMessage id="imports.issues.wholeLine" />}</td>
                <td>{issueText(intl, row.Issue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more ? (
        <Button isDisabled={isLoading} onPress={() => void setSize(size + 1)}>
          <FormattedMessage id="imports.issues.more" />
        </Button>
      ) : null}
    </section>
  );
}

function Progress({ summary }: { summary: ImportSummary }) {
  const intl = useIntl();
  const done = summary.Applied?.lines ?? 0;
  const total = Math.max(summary.Checked.lines, 1);
  return (
    <ProgressBar
      className={styles.progress}
      value={done}
      maxValue={total}
      aria-label={intl.formatMessage({ id: 'imports.applying' }, { file: summary.FileName })}
      valueLabel={intl.formatMessage({ id: 'imports.progress' }, { done, total: summary.Checked.lines })}
    >
      {({ percentage, valueText }) => (
        <>
          <span className={styles.progressText}>{valueText}</span>
          <div className={styles.progressTrack}>
            <div className={styles.progressFill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}

function Current({ def, id }: { def: ImportDef; id: number }) {
  const intl = useIntl();
  const { data: summary, mutate } = useImport(def, id);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!summary) return null;
  const act = async (call: () => Promise<ImportSummary>) => {
    setBusy(true);
    setProblem(null);
    try {
      await mutate(await call(), { revalidate: false });
    } catch (error) {
      setProblem(intl.formatMessage({ id: errorMessageOf(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="import-current" className={styles.section}>
      <h2 id="import-current">
        {summary.FileName} <span className={styles.muted}>({formatFileSize(summary.Size)})</span>
      </h2>
      <div role="status" className={styles.status}>
        <FormattedMessage id={`imports.status.${summary.Status}`} values={{ bad: summary.Checked.bad, issues: summary.Issues }} />
      </div>
      {problem ? <Alert>{problem}</Alert> : null}
      <Counts counts={summary.Checked} labelId="imports.checkedCounts" />
      {summary.Status === 'applying' ? <Progress summary={summary} /> : null}
      {summary.Applied && summary.Status !== 'applying' ? <Counts counts={summary.Applied} labelId="imports.appliedCounts" /> : null}
      <div className={styles.actions}>
        {summary.Status === 'checked' || summary.Status === 'cancelled' || summary.Status === 'failed' ? (
          <Button variant="primary" isDisabled={busy} onPress={() => void act(() => applyImport(def, summary.ID))}>
            <Play size={14} aria-hidden="true" />
            <FormattedMessage id={summary.Status === 'checked' ? 'imports.apply' : 'imports.applyAgain'} />
          </Button>
        ) : null}
        {summary.Status === 'applying' ? (
          <Button variant="danger" isDisabled={busy} onPress={() => void act(() => cancelImport(def, summary.ID))}>
            <Square size={14} aria-hidden="true" />
            <FormattedMessage id="imports.cancel" />
          </Button>
        ) : null}
      </div>
      {def.kind === 'suppliers' && (summary.Applied?.todo ?? 0) > 0 ? (
        <p>
          <Link href={screenHref(screenNamed('ProductSupplierImportTodoIndex'), {}, { ImportID: String(summary.ID), Status: '1' })}>
            <FormattedMessage id="imports.openTodos" values={{ count: summary.Applied!.todo }} />
          </Link>
        </p>
      ) : null}
      {summary.Issues > 0 ? <Issues def={def} summary={summary} /> : null}
    </section>
  );
}

function SupplierChoice({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const intl = useIntl();
  const suppliers = resource('suppliers');
  const { data } = useSWR(['import-suppliers'], () => searchResources(suppliers, '', 500));
  return (
    <label className={styles.field}>
      <span>
        <FormattedMessage id="imports.supplier" />
      </span>
      <select value={value} onChange={(event) => onChange(event.target.value)} required aria-required="true">
        <option value="">{intl.formatMessage({ id: 'imports.chooseSupplier' })}</option>
        {(data?.data ?? []).map((s: ResourceRecord) => (
          <option key={s.ID} value={String(s.ID)}>
            {String(s.Name)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ImportScreen({ screen, def }: { screen: Screen; def: ImportDef }) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [supplier, setSupplier] = useState('');
  const [share, setShare] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [currentId, setCurrentId] = useState<number | null>(null);
  const recent = useImports(def);
  const abort = useRef<AbortController | null>(null);
  const needsSupplier = def.kind === 'suppliers';

  const check = async () => {
    if (!file) return;
    setProblem(null);
    abort.current = new AbortController();
    setShare(0);
    try {
      const summary = await uploadImport(def, file, needsSupplier ? { supplier } : {}, setShare, abort.current.signal);
      setCurrentId(summary.ID);
      void recent.mutate();
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setProblem(intl.formatMessage({ id: errorMessageOf(error) }));
    } finally {
      setShare(null);
    }
  };

  return (
    <>
      <PageHeader screen={screen} />
      <div className={styles.screen}>
        <p className={styles.help}>
          <FormattedMessage id={def.help} />
        </p>
        <p className={styles.help}>
          <FormattedMessage id="imports.format" values={{ columns: def.columns.map((c) => c.header).join(';') }} />
        </p>
        <div className={styles.actions}>
          <Button
            onPress={() => void downloadTemplate(def).catch((error) => setProblem(intl.formatMessage({ id: errorMessageOf(error) })))}
          >
            <Download size={14} aria-hidden="true" />
            <FormattedMessage id="imports.template" />
          </Button>
        </div>
        <form
          className={styles.upload}
          aria-label={intl.formatMessage({ id: 'imports.uploadForm' })}
          onSubmit={(event) => {
            event.preventDefault();
            void check();
          }}
        >
          {needsSupplier ? <SupplierChoice value={supplier} onChange={setSupplier} /> : null}
          <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={(list) => setFile(list?.[0] ?? null)}>
            <Button>
              <FileUp size={14} aria-hidden="true" />
              <FormattedMessage id={file ? 'imports.otherFile' : 'imports.chooseFile'} />
            </Button>
          </FileTrigger>
          <span className={styles.muted} aria-live="polite">
            {file ? `${file.name} (${formatFileSize(file.size)})` : intl.formatMessage({ id: 'imports.noFile' })}
          </span>
          <Button type="submit" variant="primary" isDisabled={!file || share !== null || (needsSupplier && !supplier)}>
            <FormattedMessage id="imports.check" />
          </Button>
          {share !== null ? (
            <ProgressBar
              className={styles.progress}
              value={Math.round(share * 100)}
              aria-label={intl.formatMessage({ id: 'imports.uploading' }, { file: file?.name ?? '' })}
            >
              {({ percentage }) => (
                <div className={styles.progressTrack}>
                  <div className={styles.progressFill} style={{ width: `${percentage ?? 0}%` }} />
                </div>
              )}
            </ProgressBar>
          ) : null}
        </form>
        {problem ? <Alert>{problem}</Alert> : null}
        {currentId != null ? <Current key={currentId} def={def} id={currentId} /> : null}
        <section aria-labelledby="import-recent" className={styles.section}>
          <h2 id="import-recent">
            <FormattedMessage id="imports.recent" />
          </h2>
          {recent.data?.data.length ? (
            <ul className={styles.recent}>
              {recent.data.data.map((row) => (
                <li key={row.ID}>
                  <Button variant="ghost" onPress={() => setCurrentId(row.ID)} aria-current={row.ID === currentId ? 'true' : undefined}>
                    {row.FileName}
                  </Button>
                  <span className={styles.muted}>
                    {intl.formatDate(row.CreatedAt, { dateStyle: 'short', timeStyle: 'short' })} ·{' '}
                    <FormattedMessage id={`imports.state.${row.Status}`} />
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>
              <FormattedMessage id="imports.noneYet" />
            </p>
          )}
        </section>
      </div>
    </>
  );
}

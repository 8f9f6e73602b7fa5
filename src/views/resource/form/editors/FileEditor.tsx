import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components/Button';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { Paperclip, X } from 'lucide-react';
import { errorMessageOf } from '../../../../api/client';
import { uploadFile } from '../../../../api/files';
import { hasThumbnail, Thumbnail } from '../../format/Thumbnail';
import { FileLink } from '../../format/FileLink';
import { formatFileSize } from '../../../../domain/format';
import type { StoredFile } from '../../../../domain/resources/types';
import { issueText } from './issue';
import type { EditorProps } from './types';
import { GroupHelp } from './FieldParts';
import styles from './fields.module.css';

/** The server's limit when the field sets none (brief: 10 MB). */
const DEFAULT_MAX_BYTES = 10_000_000;

/** Does a file's type match an accept list (`image/*` allowed)? */
function acceptsType(accept: readonly string[] | undefined, type: string): boolean {
  if (!accept?.length) return true;
  return accept.some((a) => (a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : a === type));
}

/**
 * An uploaded file: chosen with the system's file picker, checked here for type and size (the server checks
 * again, by content), sent with a progress bar; the field holds the stored file's id and shows its name and
 * base-1000 size.
 */
export function FileEditor({ field, label, description, binding, isDisabled, current }: EditorProps & { current: StoredFile | null }) {
  const intl = useIntl();
  const [file, setFile] = useState<StoredFile | null>(current);
  const [progress, setProgress] = useState<{ name: string; share: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const max = field.maxBytes ?? DEFAULT_MAX_BYTES;
  const id = typeof binding.value === 'number' ? binding.value : null;
  const shown = id != null && file?.ID === id ? file : id != null ? current : null;

  const choose = async (chosen: File) => {
    setProblem(null);
    if (!acceptsType(field.accept, chosen.type)) {
      setProblem(intl.formatMessage({ id: 'resource.file.wrongType' }, { name: chosen.name, types: (field.accept ?? []).join(', ') }));
      return;
    }
    if (chosen.size > max) {
      setProblem(
        intl.formatMessage(
          { id: 'resource.file.tooLarge' },
          { name: chosen.name, size: formatFileSize(chosen.size), max: formatFileSize(max) },
        ),
      );
      return;
    }
    abort.current?.abort();
    abort.current = new AbortController();
    setProgress({ name: chosen.name, share: 0 });
    try {
      const stored = await uploadFile(chosen, (share) => setProgress({ name: chosen.name, share }), abort.current.signal);
      setFile(stored);
      binding.onCommit(stored.ID);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') {
        setProblem(
          intl.formatMessage(
            { id: 'resource.file.failed' },
            { name: chosen.name, reason: intl.formatMessage({ id: errorMessageOf(error) }) },
          ),
        );
      }
    } finally {
      setProgress(null);
    }
  };

  const error = problem ?? issueText(intl, binding.issue);
  return (
    <fieldset className={styles.group} data-field={field.key}>
      <legend className={field.required ? `${styles.label} ${styles.required}` : styles.label}>{label}</legend>
      <div className={styles.file}>
        {shown ? (
          <>
            {hasThumbnail(shown) ? <Thumbnail file={shown} size="row" /> : null}
            <FileLink file={shown} />
          </>
        ) : id != null ? (
          <span>#{id}</span>
        ) : (
          <span className={styles.description}>{intl.formatMessage({ id: 'resource.file.none' })}</span>
        )}
        {progress ? (
          <ProgressBar
            className={styles.progress}
            value={Math.round(progress.share * 100)}
            aria-label={intl.formatMessage({ id: 'resource.file.uploading' }, { name: progress.name })}
          >
            {({ percentage }) => <div className={styles.progressFill} style={{ width: `${percentage ?? 0}%` }} />}
          </ProgressBar>
        ) : null}
        {isDisabled ? null : (
          <>
            <FileTrigger
              acceptedFileTypes={field.accept ? [...field.accept] : undefined}
              onSelect={(list) => {
                const chosen = list?.[0];
                if (chosen) void choose(chosen);
              }}
            >
              <Button className={styles.selectButton} style={{ flex: 'none' }}>
                <Paperclip size={14} aria-hidden="true" />
                {intl.formatMessage({ id: shown || id != null ? 'resource.file.replace' : 'resource.file.choose' })}
              </Button>
            </FileTrigger>
            {id != null ? (
              <Button
                className={styles.iconButton}
                aria-label={intl.formatMessage({ id: 'resource.file.remove' }, { field: label })}
                onPress={() => binding.onCommit(null)}
              >
                <X size={14} aria-hidden="true" />
              </Button>
            ) : null}
          </>
        )}
      </div>
      <GroupHelp
        description={
          <>
            {description ? <>{description} </> : null}
            {intl.formatMessage({ id: 'resource.file.limits' }, { max: formatFileSize(max) })}
          </>
        }
        error={error}
      />
    </fieldset>
  );
}

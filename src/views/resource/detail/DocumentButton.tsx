import { useIntl } from 'react-intl';
import { FileText } from 'lucide-react';
import { ShortcutHint } from '../../../commands/ShortcutHint';
import { ariaKeyShortcuts, detectPlatform } from '../../../commands/shortcuts';
import type { DocumentDef, ResourceDef } from '../../../domain/resources/types';
import { Button } from '../../common/Button';
import { showDocument } from './show-document';

const PLATFORM = detectPlatform();

/** A record's document's button ("Visa följesedel"), with its pane key shown and announced. */
export function DocumentButton({ def, document, id }: { def: ResourceDef; document: DocumentDef; id: number }) {
  const intl = useIntl();
  const shortcut = { keys: document.key };
  return (
    <Button size="sm" onPress={() => void showDocument(def, document, id)} aria-keyshortcuts={ariaKeyShortcuts(shortcut, PLATFORM)}>
      <FileText size={14} aria-hidden="true" />
      {intl.formatMessage({ id: document.label })}
      <span aria-hidden="true">
        <ShortcutHint shortcut={shortcut} platform={PLATFORM} />
      </span>
    </Button>
  );
}

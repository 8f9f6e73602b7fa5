import { useIntl } from 'react-intl';
import { ShortcutHint } from '../../../commands/ShortcutHint';
import { ariaKeyShortcuts, detectPlatform } from '../../../commands/shortcuts';
import type { CustomActionDef } from '../../../domain/resources/types';
import { Button } from '../../common/Button';

const PLATFORM = detectPlatform();

/** A custom action's or workflow move's button, with its key (the pane key that runs it) shown and announced. */
export function ActionButton({ action, onPress }: { action: CustomActionDef; onPress: () => void }) {
  const intl = useIntl();
  const shortcut = action.shortcut ? { keys: action.shortcut } : null;
  return (
    <Button
      size="sm"
      variant={action.danger ? 'danger' : 'secondary'}
      onPress={onPress}
      aria-keyshortcuts={shortcut ? ariaKeyShortcuts(shortcut, PLATFORM) : undefined}
    >
      {intl.formatMessage({ id: action.label })}
      {shortcut ? (
        <span aria-hidden="true">
          <ShortcutHint shortcut={shortcut} platform={PLATFORM} />
        </span>
      ) : null}
    </Button>
  );
}

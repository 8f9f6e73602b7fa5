import { FormattedMessage, useIntl } from 'react-intl';
import { Construction } from 'lucide-react';
import { registry } from '../../commands/registry';
import { detectPlatform, shortcutLabel } from '../../commands/shortcuts';
import type { Screen } from '../../domain/screens';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

const paletteShortcut = registry.byId.get('shell.palette')?.shortcut;
/** The palette's key as printed for this platform: Ctrl+K, or ⌘K on a Mac. */
const PALETTE_HINT = paletteShortcut ? shortcutLabel(paletteShortcut, detectPlatform()) : 'Ctrl+K';

/**
 * A screen whose content is not built yet: its title and place in the console, and an honest empty
 * state in the user's language. No records are invented.
 */
export function ScreenPlaceholder({ screen }: { screen: Screen }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: screen.titleId });
  return (
    <>
      <PageHeader screen={screen} />
      <EmptyState icon={Construction} title={<FormattedMessage id="shell.placeholder.title" />}>
        <p>
          <FormattedMessage id="shell.placeholder.body" values={{ screen: title }} />
        </p>
        <p>
          <FormattedMessage id="shell.placeholder.next" values={{ shortcut: PALETTE_HINT, kbd: (chunks) => <kbd>{chunks}</kbd> }} />
        </p>
      </EmptyState>
    </>
  );
}

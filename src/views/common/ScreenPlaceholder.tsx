import { FormattedMessage, useIntl } from 'react-intl';
import { Construction } from 'lucide-react';
import type { Screen } from '../../domain/screens';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

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
        <p><FormattedMessage id="shell.placeholder.body" values={{ screen: title }} /></p>
        <p>
          <FormattedMessage id="shell.placeholder.next" values={{ kbd: (chunks) => <kbd>{chunks}</kbd> }} />
        </p>
      </EmptyState>
    </>
  );
}

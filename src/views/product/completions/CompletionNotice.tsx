/**
 * Beside the AI texts' list: a plain notice when no provider is configured (nothing can be generated, the
 * waiting proposals can still be decided), else the model in use.
 */
import { useIntl } from 'react-intl';
import { useCompletionStatus } from '../../../api/completions';
import { Alert } from '../../common/Alert';

export function CompletionNotice() {
  const intl = useIntl();
  const { data } = useCompletionStatus();
  if (!data) return null;
  if (!data.configured) return <Alert tone="info">{intl.formatMessage({ id: 'resources.completions.notConfigured' })}</Alert>;
  return <span role="status">{intl.formatMessage({ id: 'resources.completions.configured' }, { model: data.model ?? '' })}</span>;
}

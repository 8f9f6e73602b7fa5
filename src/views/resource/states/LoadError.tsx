import { useIntl } from 'react-intl';
import { errorMessageOf } from '../../../api/client';
import { Alert } from '../../common/Alert';
import { Button } from '../../common/Button';

/** Something could not be read: the mapped message of the failure and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      action={
        <Button size="sm" onPress={onRetry}>
          {intl.formatMessage({ id: 'actions.retry' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: errorMessageOf(error) })}
    </Alert>
  );
}

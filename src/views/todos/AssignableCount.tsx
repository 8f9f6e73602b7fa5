import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { session } from '../../store/session';

/** "3 att tilldela": the assignable count, from the poll and from the list's x-be-records. */
export function AssignableCount({ className }: { className?: string }) {
  const { todoCount } = useSnapshot(session);
  return (
    <p className={className}>
      <FormattedMessage id="todos.assignable" values={{ count: todoCount }} />
    </p>
  );
}

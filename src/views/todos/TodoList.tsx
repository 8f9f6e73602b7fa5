import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Check, Inbox } from 'lucide-react';
import { errorMessageOf } from '../../api/client';
import { completeTodo, useTodos } from '../../api/todos';
import type { TodoItem } from '../../domain/api-types';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import { EmptyState } from '../common/EmptyState';
import { Skeleton } from '../common/Skeleton';
import styles from './TodoList.module.css';

function isInternal(link: string | null | undefined): link is string {
  return !!link && link.startsWith('/') && !link.startsWith('//');
}

/**
 * The user's to-dos (open ones first, then those completed in the last day): queue, title as an in-app
 * link to the deep link, and "done" for the open ones.
 */
export function TodoList({ onNavigate, labelledBy }: { onNavigate?: () => void; labelledBy?: string }) {
  const intl = useIntl();
  const { data, error, isLoading, mutate } = useTodos();

  if (isLoading && !data) return <Skeleton rows={3} />;
  if (error && !data) {
    return (
      <Alert
        tone="error"
        action={
          <Button size="sm" onPress={() => void mutate()}>
            <FormattedMessage id="actions.retry" />
          </Button>
        }
      >
        <FormattedMessage id={errorMessageOf(error)} />
      </Alert>
    );
  }
  const items: TodoItem[] = data?.data ?? [];
  if (items.length === 0) {
    return (
      <EmptyState icon={Inbox} title={<FormattedMessage id="todos.empty.title" />}>
        <p>
          <FormattedMessage id="todos.empty.body" />
        </p>
      </EmptyState>
    );
  }
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {items.map((item) => {
        const title = item.Title || item.QueueName;
        return (
          <li key={item.ID} className={styles.item} data-completed={item.CompletedAt ? true : undefined}>
            <div className={styles.text}>
              <span className={styles.queue}>{item.QueueName}</span>
              {isInternal(item.DeepLink) ? (
                <Link href={item.DeepLink} onClick={onNavigate} className={styles.title}>
                  {title}
                </Link>
              ) : (
                <span className={styles.title}>{title}</span>
              )}
            </div>
            {item.CompletedAt ? (
              <span className={styles.done}>
                <Check size={12} aria-hidden="true" /> <FormattedMessage id="todos.status.done" />
              </span>
            ) : (
              <Button
                size="sm"
                aria-label={intl.formatMessage({ id: 'todos.completeItem' }, { title })}
                onPress={() => void completeTodo(item)}
              >
                <FormattedMessage id="todos.complete" />
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import { FormattedMessage } from 'react-intl';
import { assignNextTodo, useTodoCount } from '../../../api/todos';
import type { Screen } from '../../../domain/screens';
import { openCallLookup } from '../../../store/ui';
import { Button } from '../../../views/common/Button';
import { PageHeader } from '../../../views/common/PageHeader';
import { usePermission } from '../../../views/app/useViewer';
import { RecentCalls } from '../../../views/calls/RecentCalls';
import { SetupGuide, setupComplete, useSetupSteps } from '../../../views/setting/SetupGuide';
import { AssignableCount } from '../../../views/todos/AssignableCount';
import { TodoList } from '../../../views/todos/TodoList';
import styles from './DashboardPage.module.css';
import { ShopFigures } from './ShopFigures';

/**
 * The shop dashboard: the set-up guide while the shop is not set up (for those who may view the settings), the
 * shop's figures and charts over 6 or 24 months (./ShopFigures.tsx), the user's to-dos with the assignable count,
 * and the recent incoming calls.
 */
export function DashboardPage({ screen }: { screen: Screen }) {
  const todos = usePermission('view:todo');
  useTodoCount(todos);
  const steps = useSetupSteps(usePermission('view:setting'));
  const figures = usePermission('view:dashboard');
  return (
    <>
      <PageHeader screen={screen} />
      {steps && !setupComplete(steps) ? <SetupGuide steps={steps} className={styles.setup} /> : null}
      {figures ? <ShopFigures /> : null}
      <div className={styles.grid}>
        {todos ? (
          <section aria-labelledby="dashboard-todos" className={styles.card}>
            <header className={styles.cardHeader}>
              <h2 id="dashboard-todos">
                <FormattedMessage id="shop.dashboard.todos" />
              </h2>
              <Button variant="primary" size="sm" onPress={() => void assignNextTodo()}>
                <FormattedMessage id="todos.assignNext" />
              </Button>
            </header>
            <AssignableCount className={styles.muted} />
            <TodoList labelledBy="dashboard-todos" />
          </section>
        ) : null}
        <div className={styles.card}>
          <RecentCalls onChoose={(number) => openCallLookup(number)} />
          <Button size="sm" onPress={() => openCallLookup()} className={styles.lookup}>
            <FormattedMessage id="calls.lookup.open" />
          </Button>
        </div>
      </div>
    </>
  );
}

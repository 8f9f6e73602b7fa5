import { FormattedMessage } from 'react-intl';
import { Redirect } from 'wouter';
import { firstScreenFor } from '../../domain/access';
import { menuHref } from '../../domain/screens';
import { useContentShown } from '../app/useContentShown';
import { NotAuthorized } from '../common/NotAuthorized';
import { usePageTitle } from '../common/usePageTitle';
import { usePermission, useViewer } from '../app/useViewer';
import { SetupGuide, setupComplete, useSetupSteps } from './SetupGuide';
import type { SetupStep } from './setup-steps';
import styles from '../common/StatusPage.module.css';

/**
 * /setting itself: while the shop's set-up is not complete, the set-up guide (issue 20 §0) for those who may
 * view the settings; else the first settings screen the user may open (users for a super administrator).
 */
export function SettingHome() {
  const viewer = useViewer();
  usePageTitle('areas.setting');
  const first = firstScreenFor(viewer, 'setting');
  const settings = usePermission('view:setting');
  const steps = useSetupSteps(first != null && settings);
  if (!first) return <NotAuthorized titleId="areas.setting" />;
  if (steps && !setupComplete(steps)) return <SetupPage steps={steps} />;
  // The facts are loading: the guide or the first screen follows.
  if (!steps && settings) return null;
  return <Redirect to={menuHref(first)} replace />;
}

function SetupPage({ steps }: { steps: readonly SetupStep[] }) {
  useContentShown();
  return (
    <section className={styles.page} aria-labelledby="setting-home-title">
      <h1 id="setting-home-title">
        <FormattedMessage id="areas.setting" />
      </h1>
      <SetupGuide steps={steps} />
    </section>
  );
}

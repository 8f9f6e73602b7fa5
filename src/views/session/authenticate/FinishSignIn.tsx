import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { errorMessageOf } from '../../../api/client';
import { loadCurrentUser } from '../../../api/session';
import { passwordChangeDue } from '../../../store/session';
import { Alert } from '../../common/Alert';
import { Button } from '../../common/Button';
import { Skeleton } from '../../common/Skeleton';
import { CHANGE_PASSWORD_PATH } from '../../app/RequireSession';
import styles from '../SessionLayout.module.css';
import { useLogout } from '../../app/useLogout';

/**
 * Two-factor passed: fetch the current user, then go on: to /change-password when the password was
 * never changed or is older than 365 days, otherwise to the redirect query or /.
 */
export function FinishSignIn({ userId, redirect }: { userId: number; redirect: string | null }) {
  const logout = useLogout();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);

  const proceed = useCallback(() => {
    setFailure(null);
    loadCurrentUser(userId)
      .then((user) => navigate(passwordChangeDue(user) ? CHANGE_PASSWORD_PATH : (redirect ?? '/'), { replace: true }))
      .catch((error: unknown) => setFailure(errorMessageOf(error)));
  }, [userId, redirect, navigate]);

  useEffect(proceed, [proceed]);

  if (!failure) return <Skeleton rows={2} />;
  return (
    <div className={styles.form}>
      <Alert tone="error">
        <FormattedMessage id={failure} />
      </Alert>
      <Button variant="primary" onPress={proceed}>
        <FormattedMessage id="actions.retry" />
      </Button>
      <Button variant="ghost" onPress={logout}>
        <FormattedMessage id="session.authenticate.backToLogin" />
      </Button>
    </div>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Form } from 'react-aria-components/Form';
import { ApiError } from '../../../api/client';
import { changePassword, loadCurrentUser } from '../../../api/session';
import { changePasswordRules } from '../../../domain/validation';
import { showFlash } from '../../../store/flash';
import { session, setUser } from '../../../store/session';
import { Alert } from '../../common/Alert';
import { Button } from '../../common/Button';
import { TextInput } from '../../common/TextInput';
import { SessionLayout } from '../SessionLayout';
import { useSessionForm } from '../useSessionForm';
import { PasswordCriteria } from './PasswordCriteria';
import styles from '../SessionLayout.module.css';
import { useLogout } from '../../app/useLogout';

/** /change-password: new password and its repeat, the policy ticking as one types; success goes to /. */
export default function ChangePasswordPage() {
  const logout = useLogout();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { form, failure, pending, formRef, submitWith } = useSessionForm(
    changePasswordRules,
    { password: '', repeatPassword: '' },
    'errors.changePasswordFailed',
  );
  const submit = submitWith(
    async () => {
      const user = session.user;
      const id = user?.ID ?? session.payload?.id;
      if (id == null) return;
      await changePassword(id, form.values);
      // The change is done: record it locally at once (the guard reads it) and confirm from the server.
      if (user) setUser({ ...user, PasswordChangedAt: new Date().toISOString() });
      loadCurrentUser(id).catch(() => undefined);
      showFlash({ id: 'session.changePassword.success' }, 'success');
      navigate('/', { replace: true });
    },
    (error) => {
      console.error('Change password failed', error);
      if (error instanceof ApiError) form.setServerIssues(error.fields);
    },
  );

  return (
    <SessionLayout titleId="session.changePassword.title">
      <Form ref={formRef} onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form}>
        <p className={styles.intro}>
          <FormattedMessage id="session.changePassword.intro" />
        </p>
        {failure ? (
          <Alert tone="error">
            <FormattedMessage id={failure} />
          </Alert>
        ) : null}
        <TextInput
          {...form.field('password')}
          label={intl.formatMessage({ id: 'fields.newPassword' })}
          type="password"
          autoComplete="new-password"
          autoFocus
          isRequired
          aria-describedby="password-criteria"
        />
        <PasswordCriteria password={form.values.password} />
        <TextInput
          {...form.field('repeatPassword')}
          label={intl.formatMessage({ id: 'fields.repeatPassword' })}
          type="password"
          autoComplete="new-password"
          isRequired
        />
        <Button type="submit" variant="primary" isPending={pending} className={styles.submit}>
          <FormattedMessage id="session.changePassword.submit" />
        </Button>
        <Button variant="ghost" onPress={logout}>
          <FormattedMessage id="actions.logout" />
        </Button>
      </Form>
    </SessionLayout>
  );
}

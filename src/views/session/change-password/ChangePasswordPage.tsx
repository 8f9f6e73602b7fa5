import { useRef, useState, type FormEvent } from 'react';
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
import { useFormValidation } from '../../common/useFormValidation';
import { focusField } from '../focusFirst';
import { SessionLayout } from '../SessionLayout';
import { useSubmitFailure } from '../useSubmitFailure';
import { PasswordCriteria } from './PasswordCriteria';
import styles from '../SessionLayout.module.css';
import { useLogout } from '../../app/useLogout';

/** /change-password: new password and its repeat, the policy ticking as one types; success goes to /. */
export default function ChangePasswordPage() {
  const logout = useLogout();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const form = useFormValidation(changePasswordRules, { password: '', repeatPassword: '' });
  const { failure, fail, clear } = useSubmitFailure('errors.changePasswordFailed');
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    clear();
    if (!form.isValid) {
      form.showAll();
      focusField(formRef.current, form.invalidFields[0] as string);
      return;
    }
    const user = session.user;
    const id = user?.ID ?? session.payload?.id;
    if (id == null) return;
    setPending(true);
    try {
      await changePassword(id, form.values);
      // The change is done: record it locally at once (the guard reads it) and confirm from the server.
      if (user) setUser({ ...user, PasswordChangedAt: new Date().toISOString() });
      loadCurrentUser(id).catch(() => undefined);
      showFlash({ id: 'session.changePassword.success' }, 'success');
      navigate('/', { replace: true });
    } catch (error) {
      console.error('Change password failed', error);
      if (error instanceof ApiError) form.setServerIssues(error.fields);
      fail(error);
      setPending(false);
    }
  }

  return (
    <SessionLayout titleId="session.changePassword.title">
      <Form ref={formRef} onSubmit={submit} validationBehavior="aria" className={styles.form}>
        <p className={styles.intro}><FormattedMessage id="session.changePassword.intro" /></p>
        {failure ? <Alert tone="error"><FormattedMessage id={failure} /></Alert> : null}
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

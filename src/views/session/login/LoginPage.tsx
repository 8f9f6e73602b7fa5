import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { Form } from 'react-aria-components/Form';
import { login, startSession } from '../../../api/session';
import { ErrorCode } from '../../../domain/errors';
import { loginRules } from '../../../domain/validation';
import { Alert } from '../../common/Alert';
import { Button } from '../../common/Button';
import { TextInput } from '../../common/TextInput';
import { withRedirect } from '../../app/RequireSession';
import { redirectOf } from '../redirect';
import { SessionLayout } from '../SessionLayout';
import { useSessionForm } from '../useSessionForm';
import styles from '../SessionLayout.module.css';

/**
 * The right password of an account that may not use the console (Disabled, Reseller) is 40301: say so
 * rather than "Login failed", which would send the person hunting for a password that is right.
 */
const LOGIN_FAILURES = { [ErrorCode.Forbidden]: 'session.login.noConsoleAccess' };

/** /login: username and password; on success the token is stored and two-factor follows. */
export default function LoginPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const redirect = redirectOf(useSearch());
  const { form, failure, pending, formRef, submitWith } = useSessionForm(
    loginRules,
    { username: '', password: '' },
    'errors.loginFailed',
    LOGIN_FAILURES,
  );
  const submit = submitWith(async () => {
    startSession(await login({ username: form.values.username.trim(), password: form.values.password }));
    navigate(withRedirect('/authenticate', redirect ?? ''));
  });

  return (
    <SessionLayout titleId="session.login.title">
      <Form ref={formRef} onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form}>
        {failure ? (
          <Alert tone="error">
            <FormattedMessage id={failure} />
          </Alert>
        ) : null}
        <TextInput
          {...form.field('username')}
          label={intl.formatMessage({ id: 'fields.username' })}
          autoComplete="username"
          autoFocus
          isRequired
        />
        <TextInput
          {...form.field('password')}
          label={intl.formatMessage({ id: 'fields.password' })}
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <Button type="submit" variant="primary" isPending={pending} className={styles.submit}>
          <FormattedMessage id="session.login.submit" />
        </Button>
      </Form>
    </SessionLayout>
  );
}

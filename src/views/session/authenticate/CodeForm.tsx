import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form } from 'react-aria-components/Form';
import { authenticateTotp } from '../../../api/session';
import { TOTP_DIGITS } from '../../../domain/constants';
import { totpRules } from '../../../domain/validation';
import { setAuth } from '../../../store/session';
import { Alert } from '../../common/Alert';
import { Button } from '../../common/Button';
import { TextInput } from '../../common/TextInput';
import { useFormValidation } from '../../common/useFormValidation';
import { useSubmitFailure } from '../useSubmitFailure';
import styles from '../SessionLayout.module.css';
import { useLogout } from '../../app/useLogout';

/** The six-digit code. Submit is enabled only once the field was touched and the code is valid. */
export function CodeForm() {
  const logout = useLogout();
  const intl = useIntl();
  const form = useFormValidation(totpRules, { code: '' });
  const { failure, fail, clear } = useSubmitFailure('errors.loginFailed');
  const [pending, setPending] = useState(false);
  const ready = form.touched && form.isValid;
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || pending) return;
    clear();
    setPending(true);
    try {
      // The new token has passed two-factor; the page then fetches the user.
      setAuth(await authenticateTotp(form.values.code.trim()));
    } catch (error) {
      fail(error);
      setPending(false);
      // A refused code is of no further use: the field is emptied and takes the next one.
      form.reset('code');
      formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
    }
  }

  return (
    <Form ref={formRef} onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form}>
      <p className={styles.intro}>
        <FormattedMessage id="session.authenticate.intro" values={{ digits: TOTP_DIGITS }} />
      </p>
      {failure ? (
        <Alert tone="error">
          <FormattedMessage id={failure} />
        </Alert>
      ) : null}
      <TextInput
        {...form.field('code')}
        label={intl.formatMessage({ id: 'fields.authenticationCode' })}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        isRequired
      />
      <Button type="submit" variant="primary" isDisabled={!ready} isPending={pending} className={styles.submit}>
        <FormattedMessage id="session.authenticate.submit" />
      </Button>
      <Button variant="ghost" onPress={logout}>
        <FormattedMessage id="session.authenticate.backToLogin" />
      </Button>
    </Form>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ExternalLink } from 'lucide-react';
import { errorMessageOf } from '../../../api/client';
import { generateSecret } from '../../../api/session';
import type { SecretResponse } from '../../../domain/api-types';
import { Alert } from '../../common/Alert';
import { Button } from '../../common/Button';
import { Skeleton } from '../../common/Skeleton';
import layout from '../SessionLayout.module.css';
import styles from './Enrolment.module.css';

/** Authenticator apps offered for enrolment (Google Authenticator on both stores). */
const AUTHENTICATOR_APPS = {
  ios: 'https://apps.apple.com/app/google-authenticator/id388497605',
  android: 'https://play.google.com/store/apps/details?id=com.google.android.apps.authenticator2',
} as const;

/**
 * First sign-in without a secret: the server generates one; the QR image, the raw otpauth link and the
 * authenticator apps are shown until the user says the code is scanned.
 */
export function Enrolment({ userId, onScanned }: { userId: number; onScanned: () => void }) {
  const intl = useIntl();
  const [secret, setSecret] = useState<SecretResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const generate = useCallback(() => {
    setFailure(null);
    generateSecret(userId).then(setSecret, (error: unknown) => setFailure(errorMessageOf(error)));
  }, [userId]);

  useEffect(() => {
    // One secret per visit: a second request would replace the one already on screen.
    if (started.current) return;
    started.current = true;
    generate();
  }, [generate]);

  if (failure) {
    return (
      <Alert
        tone="error"
        action={
          <Button size="sm" onPress={generate}>
            <FormattedMessage id="actions.retry" />
          </Button>
        }
      >
        <FormattedMessage id={failure} />
      </Alert>
    );
  }
  if (!secret) return <Skeleton rows={5} />;

  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <div className={layout.form}>
      <p className={layout.intro}>
        <FormattedMessage id="session.authenticate.enrolIntro" />
      </p>
      <ul className={layout.links} aria-label={intl.formatMessage({ id: 'session.authenticate.apps' })}>
        <li>
          <a href={AUTHENTICATOR_APPS.ios} {...external}>
            <FormattedMessage id="session.authenticate.appIos" /> <ExternalLink size={12} aria-hidden="true" />
          </a>
        </li>
        <li>
          <a href={AUTHENTICATOR_APPS.android} {...external}>
            <FormattedMessage id="session.authenticate.appAndroid" /> <ExternalLink size={12} aria-hidden="true" />
          </a>
        </li>
      </ul>
      <img className={styles.qr} src={secret.qr} alt={intl.formatMessage({ id: 'session.authenticate.qrAlt' })} width={180} height={180} />
      <p className={styles.raw}>
        <FormattedMessage id="session.authenticate.rawIntro" />{' '}
        <a href={secret.raw}>
          <FormattedMessage id="session.authenticate.rawLink" />
        </a>
      </p>
      <code className={styles.rawText}>{secret.raw}</code>
      {/* The screen's one action takes the keyboard: Enter once the code is scanned. */}
      <Button variant="primary" onPress={onScanned} className={layout.submit} autoFocus>
        <FormattedMessage id="session.authenticate.scanned" />
      </Button>
    </div>
  );
}

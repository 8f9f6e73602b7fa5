import { FormattedMessage, useIntl } from 'react-intl';
import { Check, Circle } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '../../../domain/constants';
import { PASSWORD_CRITERIA, passwordCriteria } from '../../../domain/validation';
import styles from './PasswordCriteria.module.css';

/** The password policy as a list that ticks while the user types; each item says whether it is met. */
export function PasswordCriteria({ password }: { password: string }) {
  const intl = useIntl();
  const met = passwordCriteria(password);
  return (
    <div className={styles.criteria}>
      <p id="password-criteria" className={styles.heading}>
        <FormattedMessage id="session.changePassword.criteria" />
      </p>
      <ul aria-labelledby="password-criteria" className={styles.list}>
        {PASSWORD_CRITERIA.map((criterion) => (
          <li key={criterion} className={met[criterion] ? styles.met : styles.unmet} data-met={met[criterion]}>
            {met[criterion] ? <Check size={14} aria-hidden="true" /> : <Circle size={14} aria-hidden="true" />}
            <span>
              <FormattedMessage id={`session.changePassword.criterion.${criterion}`} values={{ min: PASSWORD_MIN_LENGTH }} />
            </span>
            <span className="sr-only">
              {intl.formatMessage({ id: met[criterion] ? 'session.changePassword.met' : 'session.changePassword.unmet' })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { LOCALES, type Locale } from '../../domain/constants';
import { preferences, setLocale } from '../../store/preferences';
import styles from './Switches.module.css';

/** SV/EN: a single-choice group; the chosen language is announced as selected. */
export function LocaleSwitch() {
  const intl = useIntl();
  const { locale } = useSnapshot(preferences);
  return (
    <ToggleButtonGroup
      aria-label={intl.formatMessage({ id: 'common.language' })}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[locale]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        if (next) setLocale(next as Locale);
      }}
      className={styles.group}
    >
      {LOCALES.map((l) => (
        <ToggleButton key={l} id={l} lang={l} className={styles.toggle}>
          {intl.formatMessage({ id: `common.locale.${l}` })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

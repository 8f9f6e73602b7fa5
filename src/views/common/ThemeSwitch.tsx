import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Moon, Sun } from 'lucide-react';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { preferences, setTheme } from '../../store/preferences';
import styles from './Switches.module.css';

/** Light/dark: one toggle, pressed while the dark theme is on. */
export function ThemeSwitch() {
  const intl = useIntl();
  const { theme } = useSnapshot(preferences);
  const dark = theme === 'dark';
  return (
    <ToggleButton
      aria-label={intl.formatMessage({ id: 'common.theme.dark' })}
      isSelected={dark}
      onChange={(selected) => setTheme(selected ? 'dark' : 'light')}
      className={`${styles.toggle} ${styles.icon}`}
    >
      {dark ? <Moon size={15} aria-hidden="true" /> : <Sun size={15} aria-hidden="true" />}
    </ToggleButton>
  );
}

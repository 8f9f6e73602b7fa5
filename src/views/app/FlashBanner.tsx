import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { X } from 'lucide-react';
import { Button } from 'react-aria-components/Button';
import { FLASH_AUTO_CLOSE_MS } from '../../domain/constants';
import { closeFlash, flash, type FlashMessage } from '../../store/flash';
import styles from './FlashBanner.module.css';
import tones from '../common/tones.module.css';

/**
 * The flash banner (SPEC.md section 4): message, optional details and type; closes after 4 s or when
 * closed by hand. Success and info are polite (role status), warnings and errors assertive (role alert).
 * It sits in the top layer (a child of <body> marked for react-aria), so a message raised from inside a
 * dialog, such as the to-do panel's "nothing left to do", is seen and announced while the dialog is open.
 */
export function FlashBanner() {
  const intl = useIntl();
  // The snapshot is deeply readonly; react-intl's descriptor type wants a mutable one.
  const { current } = useSnapshot(flash) as { current: FlashMessage | null };
  const seq = current?.seq;

  useEffect(() => {
    if (seq == null) return;
    const timer = setTimeout(closeFlash, FLASH_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [seq]);

  if (!current) return null;
  const assertive = current.type === 'error' || current.type === 'warning';
  return createPortal(
    <div className={styles.region} data-react-aria-top-layer="true">
      <div role={assertive ? 'alert' : 'status'} className={`${styles.flash} ${tones[current.type]}`} data-type={current.type}>
        <div className={styles.text}>
          <p className={styles.message}>{intl.formatMessage(current.message, current.values)}</p>
          {current.details ? <p className={styles.details}>{current.details}</p> : null}
        </div>
        <Button aria-label={intl.formatMessage({ id: 'actions.close' })} onPress={closeFlash} className={styles.close}>
          <X size={14} aria-hidden="true" />
        </Button>
      </div>
    </div>,
    document.body,
  );
}

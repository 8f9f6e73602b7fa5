import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { X } from 'lucide-react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Form } from 'react-aria-components/Form';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { CALL_QUERY_PARAM } from '../../domain/constants';
import { isPhoneNumber } from '../../domain/phone';
import { Button } from '../common/Button';
import { TextInput } from '../common/TextInput';
import { addRecentCall } from '../../store/session';
import { callLookup, closeOverlay } from '../../store/ui';
import { CallerDetails } from './CallerDetails';
import { RecentCalls } from './RecentCalls';
import styles from './CallLookupDialog.module.css';

/** Incoming calls (callLookup.incoming) already remembered. */
let recordedCalls = 0;

/**
 * The incoming-call lookup: the number, the external reverse-phone directory, the customers with that
 * number, a field to look up another number and the recent calls. Closing removes `?call=`.
 */
export default function CallLookupDialog() {
  const intl = useIntl();
  const { number, incoming } = useSnapshot(callLookup);
  // Each incoming call (`?call=`) is remembered, once, when it is a phone number.
  useEffect(() => {
    if (incoming <= recordedCalls) return;
    recordedCalls = incoming;
    const called = callLookup.number;
    if (called && isPhoneNumber(called)) addRecentCall(called);
  }, [incoming]);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [other, setOther] = useState('');
  const [refused, setRefused] = useState(false);

  const close = () => {
    closeOverlay('callLookupOpen');
    const params = new URLSearchParams(search);
    if (params.has(CALL_QUERY_PARAM)) {
      params.delete(CALL_QUERY_PARAM);
      const rest = params.toString();
      navigate(`${path}${rest ? `?${rest}` : ''}`, { replace: true });
    }
  };

  const lookUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!other.trim()) return;
    if (!isPhoneNumber(other)) {
      setRefused(true);
      return;
    }
    callLookup.number = other.trim();
    setOther('');
  };

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => (open ? undefined : close())} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <header className={styles.header}>
            <Heading slot="title" className={styles.heading}>
              <FormattedMessage id="calls.lookup.title" />
            </Heading>
            <Button slot="close" variant="ghost" size="sm" aria-label={intl.formatMessage({ id: 'actions.close' })}>
              <X size={14} aria-hidden="true" />
            </Button>
          </header>
          {number ? <CallerDetails number={number} onNavigate={() => closeOverlay('callLookupOpen')} /> : null}
          <Form onSubmit={lookUp} className={styles.lookup}>
            <TextInput
              label={intl.formatMessage({ id: 'calls.lookup.other' })}
              value={other}
              onChange={(value) => {
                setOther(value);
                setRefused(false);
              }}
              issue={refused ? { id: 'calls.lookup.invalid', message: 'Enter a phone number' } : undefined}
              type="tel"
              inputMode="tel"
              autoFocus={!number}
              className={styles.otherField}
            />
            <Button type="submit">
              <FormattedMessage id="calls.lookup.submit" />
            </Button>
          </Form>
          <RecentCalls />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

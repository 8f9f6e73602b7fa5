import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { Question } from '../actions/useConfirm';

/** Asks before leaving; resolves true when the user chose to leave (or nothing was unsaved). */
export type LeaveGuard = () => Promise<boolean>;

/**
 * An edited form is not left by accident: the engine's own moves (Esc, another record, new) ask through
 * the returned guard; a link click anywhere on the page is held and asked about; closing or reloading the
 * tab gets the browser's own question.
 */
export function useLeaveGuard(dirty: boolean, ask: (question: Question) => Promise<string | null>): LeaveGuard {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const guard = useCallback<LeaveGuard>(async () => {
    if (!dirtyRef.current) return true;
    const choice = await ask({
      title: intl.formatMessage({ id: 'resource.leave.title' }),
      body: intl.formatMessage({ id: 'resource.leave.body' }),
      choices: [{ id: 'leave', label: intl.formatMessage({ id: 'resource.leave.leave' }), variant: 'danger' }],
      cancelLabel: intl.formatMessage({ id: 'resource.leave.stay' }),
    });
    return choice === 'leave';
  }, [ask, intl]);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      const to = `${link.pathname}${link.search}${link.hash}`;
      void guard().then((leave) => {
        if (leave) {
          dirtyRef.current = false;
          navigate(to);
        }
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, guard, navigate]);

  return guard;
}

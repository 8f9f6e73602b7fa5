import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { holdLeaving } from '../../app/leave-guard';
import type { Question } from '../actions/useConfirm';

/** Asks before leaving; resolves true when the user chose to leave (or nothing was unsaved). */
export type LeaveGuard = () => Promise<boolean>;

export interface LeaveGuardOptions {
  /** Unsaved changes right now. */
  isDirty: () => boolean;
  /** The same, as rendered (the browser's own question on reload or close follows it). */
  dirty: boolean;
  ask: (question: Question) => Promise<string | null>;
  /** The user chose to leave without saving: their changes (and the kept draft) go. */
  onDiscard: () => void;
}

/** The page a form is on: a navigation keeps the form when its path and its edit flag stay the same. */
function staysOn(start: URL) {
  return (to: URL) => to.pathname === start.pathname && to.searchParams.get('edit') === start.searchParams.get('edit');
}

/**
 * An edited form is not left by accident: while it is mounted it holds the app's one way out
 * (leave-guard.ts), so every navigation (Esc, another record, a link, the palette, a `g` sequence, Back)
 * asks first; closing or reloading the tab gets the browser's own question. Cancel buttons call the
 * returned guard themselves. "Stay" is the default answer; leaving is the destructive choice.
 */
export function useLeaveGuard({ isDirty, dirty, ask, onDiscard }: LeaveGuardOptions): LeaveGuard {
  const intl = useIntl();
  const [path] = useLocation();
  const search = useSearch();
  const start = useRef(`${path}${search ? `?${search}` : ''}`);
  const left = useRef(false);
  const latest = useRef({ isDirty, ask, onDiscard });
  latest.current = { isDirty, ask, onDiscard };

  const guard = useCallback<LeaveGuard>(async () => {
    if (left.current || !latest.current.isDirty()) return true;
    const choice = await latest.current.ask({
      title: intl.formatMessage({ id: 'resource.leave.title' }),
      body: intl.formatMessage({ id: 'resource.leave.body' }),
      choices: [{ id: 'leave', label: intl.formatMessage({ id: 'resource.leave.leave' }), variant: 'danger' }],
      cancelLabel: intl.formatMessage({ id: 'resource.leave.stay' }),
    });
    if (choice !== 'leave') return false;
    left.current = true;
    latest.current.onDiscard();
    return true;
  }, [intl]);

  useEffect(
    () =>
      holdLeaving({
        stays: staysOn(new URL(start.current, window.location.origin)),
        isDirty: () => !left.current && latest.current.isDirty(),
        confirm: guard,
      }),
    [guard],
  );

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [dirty]);

  return guard;
}

import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { CALL_QUERY_PARAM } from '../../domain/constants';
import { session, type SessionState } from '../../store/session';
import { openCallLookup, ui } from '../../store/ui';

const CallLookupDialog = lazy(() => import('../calls/CallLookupDialog'));

function useFullSession(): boolean {
  const snap = useSnapshot(session) as SessionState;
  return !!snap.token && !!snap.payload?.tfa;
}

/**
 * The incoming-call query parameter on any page (SPEC.md section 2): `?call=<number>` opens the lookup,
 * which records the call (a phone number only; anything else it shows as not a number). The dialog
 * loads on demand, also when the palette opens it.
 */
export function CallLookupHost() {
  const search = useSearch();
  const full = useFullSession();
  const { callLookupOpen } = useSnapshot(ui);
  const number = new URLSearchParams(search).get(CALL_QUERY_PARAM)?.trim() || null;

  useEffect(() => {
    if (!full || !number) return;
    openCallLookup(number, true);
  }, [full, number]);

  if (!full || !callLookupOpen) return null;
  return (
    <Suspense fallback={null}>
      <CallLookupDialog />
    </Suspense>
  );
}

import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useSearch } from 'wouter';
import { session, type SessionState } from '../../../store/session';
import { withRedirect } from '../../app/RequireSession';
import { redirectOf } from '../redirect';
import { SessionLayout } from '../SessionLayout';
import { CodeForm } from './CodeForm';
import { Enrolment } from './Enrolment';
import { FinishSignIn } from './FinishSignIn';

/**
 * /authenticate (SPEC.md section 4): a token that already passed two-factor fetches the user at once;
 * a user without a secret first scans a QR code; then the six-digit code. A correct code stores the new
 * token, which passes two-factor, and the user is fetched.
 */
export default function AuthenticatePage() {
  const snap = useSnapshot(session) as SessionState;
  const redirect = redirectOf(useSearch());
  const [scanned, setScanned] = useState(false);

  const live = !!snap.token && (snap.expire == null || snap.expire > Date.now());
  // While the code is typed, the console's shell and first screen load (app/ConsolePreload.tsx).
  if (!live || !snap.payload) return <Redirect to={withRedirect('/login', redirect ?? '')} replace />;

  if (snap.payload.tfa) {
    return (
      <SessionLayout titleId="session.authenticate.signingIn">
        <FinishSignIn userId={snap.payload.id} redirect={redirect} />
      </SessionLayout>
    );
  }
  if (!snap.payload.secret && !scanned) {
    return (
      <SessionLayout titleId="session.authenticate.enrolTitle">
        <Enrolment userId={snap.payload.id} onScanned={() => setScanned(true)} />
      </SessionLayout>
    );
  }
  return (
    <SessionLayout titleId="session.authenticate.title">
      <CodeForm />
    </SessionLayout>
  );
}

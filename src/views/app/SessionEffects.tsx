import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { loadCurrentUser, refreshIfDue } from '../../api/session';
import { loadReferenceData, loadStockStatuses } from '../../api/reference';
import { preferences } from '../../store/preferences';
import { reference } from '../../store/reference';
import { passwordChangeDue, session, type SessionState } from '../../store/session';

/**
 * The session lifecycle (SPEC.md section 4), rendering nothing: on every navigation a token close to
 * expiry is refreshed; a full session without its user fetches it; once the user is set the reference
 * data loads; stock statuses reload when the locale changes. While the password must be changed the
 * server opens nothing but the change (docs/decisions.md "Authorization"), so reference data waits for it.
 */
export function SessionEffects() {
  const [path] = useLocation();
  const search = useSearch();
  const snap = useSnapshot(session) as SessionState;
  const { locale } = useSnapshot(preferences);

  useEffect(() => {
    void refreshIfDue();
  }, [path, search]);

  const fullId = snap.token && snap.payload?.tfa ? snap.payload.id : null;
  const userKnown = fullId != null && snap.user?.ID === fullId;
  // The user whose reference data loads: known, and not held at the forced password change.
  const userId = userKnown && !passwordChangeDue(snap.user) ? fullId : null;

  useEffect(() => {
    if (fullId != null && !userKnown) loadCurrentUser(fullId).catch(() => undefined);
  }, [fullId, userKnown]);

  useEffect(() => {
    if (userId == null) return;
    if (reference.loadedFor !== userId) void loadReferenceData(userId, locale);
    else if (reference.stockStatusLocale !== locale) loadStockStatuses(locale).catch(() => undefined);
  }, [userId, locale]);

  return null;
}

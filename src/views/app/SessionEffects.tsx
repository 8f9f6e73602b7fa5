import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { loadCurrentUser, refreshIfDue } from '../../api/session';
import { loadReferenceData, loadStockStatuses } from '../../api/reference';
import { preferences } from '../../store/preferences';
import { reference } from '../../store/reference';
import { session, type SessionState } from '../../store/session';

/**
 * The session lifecycle (SPEC.md section 4), rendering nothing: on every navigation a token close to
 * expiry is refreshed; a full session without its user fetches it; once the user is set the reference
 * data loads; stock statuses reload when the locale changes.
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
  const userId = fullId != null && snap.user?.ID === fullId ? fullId : null;

  useEffect(() => {
    if (fullId != null && userId == null) loadCurrentUser(fullId).catch(() => undefined);
  }, [fullId, userId]);

  useEffect(() => {
    if (userId == null) return;
    if (reference.loadedFor !== userId) void loadReferenceData(userId, locale);
    else if (reference.stockStatusLocale !== locale) loadStockStatuses(locale).catch(() => undefined);
  }, [userId, locale]);

  return null;
}

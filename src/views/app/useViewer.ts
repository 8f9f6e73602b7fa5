import { useSnapshot } from 'valtio';
import type { Viewer } from '../../domain/screens';
import { session, viewerOf, type SessionState } from '../../store/session';

/** The signed-in viewer (role from the token, CanApproveReturns from the user), re-rendering on change. */
export function useViewer(): Viewer {
  const snap = useSnapshot(session) as SessionState;
  return viewerOf(snap);
}

/** Does the session hold a permission ("view:todo", "update:customer", …)? Re-renders on change. */
export function usePermission(key: string): boolean {
  const { permissions } = useSnapshot(session);
  return permissions.includes(key);
}

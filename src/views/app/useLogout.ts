import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { logout } from '../../api/session';

/** Sign out and open the login screen. */
export function useLogout(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => logout(navigate), [navigate]);
}

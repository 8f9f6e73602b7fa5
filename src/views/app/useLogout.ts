import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { logout } from '../../api/session';
import { leaveThen } from './leave-guard';

/** Sign out and open the login screen (after asking, when a form has unsaved changes). */
export function useLogout(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => leaveThen(() => logout(navigate)), [navigate]);
}

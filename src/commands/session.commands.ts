/** Session commands: sign out, change password. */
import { endSession } from '../api/client';
import { leaveThen } from '../views/app/leave-guard';
import { SECTIONS } from './sections';
import type { Command } from './types';

export const sessionCommands: readonly Command[] = [
  {
    id: 'session.changePassword',
    title: { id: 'commands.session.changePassword' },
    section: SECTIONS.session,
    keywords: ['password', 'change-password'],
    keywordsMessage: { id: 'commands.session.changePassword.keywords' },
    scope: 'global',
    when: () => true,
    run: (ctx) => ctx.navigate('/change-password'),
  },
  {
    id: 'session.logout',
    title: { id: 'commands.session.logout' },
    section: SECTIONS.session,
    keywords: ['logout', 'sign out', 'log out'],
    keywordsMessage: { id: 'commands.session.logout.keywords' },
    scope: 'global',
    when: () => true,
    // Unsaved changes are asked about first; then authentication, permissions, reference data and cached
    // answers go, and the login screen opens.
    run: (ctx) =>
      leaveThen(() => {
        endSession();
        ctx.navigate('/login');
      }),
  },
];

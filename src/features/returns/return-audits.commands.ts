/**
 * Return-audits commands (issue 9 §7): approve or decline the selected return (the focused row, or the checked
 * rows) of the queue on screen, from the palette. Offered only on /shop/return-audits to a user with the
 * permission and CanApproveReturns; the server checks both again. The queue's own keys are a and d.
 */
import { returnAuditsHandle } from '../../store/return-audits';
import { SECTIONS } from '../../commands/sections';
import type { Command, CommandContext } from '../../commands/types';

const onQueue = (ctx: CommandContext) =>
  ctx.location === '/shop/return-audits' &&
  ctx.viewer.canApproveReturns === true &&
  ctx.hasPermission('approve:replacement_order_chargeback') &&
  returnAuditsHandle() !== null;

export const returnAuditsCommands: readonly Command[] = [
  {
    id: 'returnAudits.approve',
    title: { id: 'commands.returnAudits.approve' },
    section: SECTIONS.shop,
    keywords: ['approve', 'return', 'chargeback', 'replacement', 'audit'],
    keywordsMessage: { id: 'commands.returnAudits.approve.keywords' },
    scope: 'global',
    when: onQueue,
    run: () => returnAuditsHandle()?.approve(),
  },
  {
    id: 'returnAudits.decline',
    title: { id: 'commands.returnAudits.decline' },
    section: SECTIONS.shop,
    keywords: ['decline', 'reject', 'return', 'chargeback', 'replacement', 'audit'],
    keywordsMessage: { id: 'commands.returnAudits.decline.keywords' },
    scope: 'global',
    when: onQueue,
    run: () => returnAuditsHandle()?.decline(),
  },
];

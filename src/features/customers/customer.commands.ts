/**
 * A customer's own commands (issue 9 §5, §7; issue 21 §1) beyond the engine's: "Log in as customer" (Shift+L),
 * "Merge into…" (Shift+M), "New ticket" (Shift+T) and "New offer" (Shift+Q, with `update offer`), each in the palette and on a key in the customers' list and detail panes, offered only with
 * `update customer` (the server's routes check it again) for one customer that was not merged away. The login
 * link is asked for at once and opened in a new tab; its dialog shows it too, since a blocked pop-up loses it.
 */
import { errorMessageOf } from '../../api/client';
import { requestLoginLink } from '../../api/customers';
import type { ResourceRecord } from '../../domain/resources/types';
import { showFlash } from '../../store/flash';
import { customerDialog, openNewTicket, openOverlay } from '../../store/ui';
import { activeResourcePane } from '../../commands/resource-pane';
import { SECTIONS } from '../../commands/sections';
import type { Command, CommandContext } from '../../commands/types';
import { valueText } from '../../domain/value-text';
import { screen, screenHref } from '../../domain/screens';

const UPDATE = 'update:customer';

/** The one customer the commands act on: the open record or the focused row, not merged away. */
function target(): ResourceRecord | undefined {
  const targets = activeResourcePane('customers')?.targets() ?? [];
  return targets.length === 1 && targets[0].MergedIntoID == null ? targets[0] : undefined;
}

const appliesWith = (permission: string) => (ctx: CommandContext) => ctx.hasPermission(permission) && target() !== undefined;

function remember(customer: ResourceRecord): void {
  customerDialog.customer = {
    ID: customer.ID,
    Version: customer.Version,
    StoreID: Number(customer.StoreID),
    Name: valueText(customer.Name ?? ''),
  };
}

/**
 * Asks the server for a login link into the customer's storefront, opens it in a new tab (without a way back
 * to this window) and shows it with its expiry; a refusal is told in a flash.
 */
export async function logInAsCustomer(customer: ResourceRecord): Promise<void> {
  try {
    const link = await requestLoginLink(customer.ID);
    remember(customer);
    customerDialog.link = link;
    window.open(link.url, '_blank', 'noopener,noreferrer');
    openOverlay('customerLinkOpen');
  } catch (error) {
    showFlash({ id: errorMessageOf(error) }, 'error');
  }
}

/** Opens the merge dialog for the customer. */
export function openMerge(customer: ResourceRecord): void {
  remember(customer);
  openOverlay('customerMergeOpen');
}

/** Opens a new offer for the customer (SPEC's `offers/new/{id}`, the id naming the customer). */
function newOfferFor(customer: ResourceRecord, ctx: CommandContext): void {
  ctx.navigate(screenHref(screen('ShopOfferNew'), { id: customer.ID }));
}

/** Opens the "new ticket" dialog for the customer (src/features/support/views/NewTicketDialog.tsx). */
export function openTicketFor(customer: ResourceRecord): void {
  openNewTicket({ ID: customer.ID, Name: valueText(customer.Name ?? '') });
}

const loginKeywords = ['login', 'log in', 'impersonate', 'storefront', 'logga in', 'som kund', 'customer'];
const mergeKeywords = ['merge', 'duplicate', 'slå ihop', 'sammanfoga', 'dubblett', 'customer'];
const ticketKeywords = ['ticket', 'support', 'case', 'ärende', 'nytt ärende', 'kundtjänst', 'customer'];
const offerKeywords = ['offer', 'quotation', 'quote', 'offert', 'anbud', 'customer'];

function commandsFor(
  id: string,
  title: string,
  keys: string,
  keywords: string[],
  run: (customer: ResourceRecord, ctx: CommandContext) => unknown,
  permission = UPDATE,
): Command[] {
  const applies = appliesWith(permission);
  const runOnTarget = async (ctx: CommandContext) => {
    const customer = target();
    if (customer) await run(customer, ctx);
  };
  return [
    { id, title: { id: title }, section: SECTIONS.customers, keywords, scope: 'global', when: applies, run: runOnTarget },
    ...(['list', 'detail'] as const).map((scope): Command => ({
      id: `${id}.${scope}`,
      title: { id: title },
      section: scope === 'list' ? SECTIONS.list : SECTIONS.detail,
      keywords,
      shortcut: { keys },
      scope,
      resource: 'customers',
      when: (ctx) => ctx.pane?.resource === 'customers' && applies(ctx),
      run: runOnTarget,
    })),
  ];
}

export const customerCommands: readonly Command[] = [
  ...commandsFor('customers.loginAs', 'commands.customers.loginAs', 'shift+l', loginKeywords, logInAsCustomer),
  ...commandsFor('customers.merge', 'commands.customers.merge', 'shift+m', mergeKeywords, openMerge),
  ...commandsFor('customers.newTicket', 'commands.support.newTicket', 'shift+t', ticketKeywords, openTicketFor),
  ...commandsFor('customers.newOffer', 'commands.customers.newOffer', 'shift+q', offerKeywords, newOfferFor, 'update:offer'),
];

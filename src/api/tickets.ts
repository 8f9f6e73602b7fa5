/**
 * The support desk's calls beyond the engine's protocol (issue 21 §1; src/features/support/server/routes.ts): a ticket's
 * thread (its messages and their attachments), the quick replies filled for it, a reply, an internal note, and a new ticket by staff.
 * Lists and moves of tickets are the engine's (src/api/resources.ts).
 */
import useSWR from 'swr';
import type { ResourceRecord } from '../domain/resources/types';
import { api, type ListResult } from './client';

const BASE = '/support/tickets';

export const ticketKeys = {
  detail: (id: number) => `${BASE}/${id}`,
  messages: (id: number) => `/support/ticket-messages?TicketID=${id}&limit=500`,
  attachments: (id: number) => `/support/ticket-attachments?TicketID=${id}&limit=500`,
  quickReplies: (id: number, q: string) => `${BASE}/${id}/quick-replies${q ? `?q=${encodeURIComponent(q)}` : ''}`,
};

/** A quick reply template with its placeholders filled for the ticket (customer, order, tracking, store, agent). */
export interface QuickReply {
  ID: number;
  Name: string;
  Shortcut?: string | null;
  Subject?: string | null;
  /** The template's text with the ticket's values filled in (a placeholder without a value stays as written). */
  Text: string;
  /** The placeholders left as written in Text (no value for this ticket): the agent fills them in before sending. */
  Unfilled?: string[];
}

export function useTicketMessages(id: number) {
  return useSWR<ListResult<ResourceRecord>, unknown>(ticketKeys.messages(id));
}

export function useTicketAttachments(id: number) {
  return useSWR<ListResult<ResourceRecord>, unknown>(ticketKeys.attachments(id));
}

/** The templates for the ticket's store and language, filled; every one (the picker filters them as typed). */
export function useQuickReplies(id: number, enabled: boolean) {
  return useSWR<{ data: QuickReply[] }, unknown>(enabled ? ticketKeys.quickReplies(id, '') : null);
}

export type ReplyKind = 'reply' | 'note';

/** What a reply or a note wrote: the ticket as it now is, and the message. */
export interface WrittenMessage {
  ticket: ResourceRecord;
  message: ResourceRecord;
}

/** `POST …/{id}/reply` (sent to the customer through the outbox) or `…/note` (staff only), at the ticket's Version. */
export function postMessage(ticket: Pick<ResourceRecord, 'ID' | 'Version'>, kind: ReplyKind, body: string): Promise<WrittenMessage> {
  return api.post<WrittenMessage>(`${ticketKeys.detail(ticket.ID)}/${kind}`, { body, Version: ticket.Version });
}

/** `POST …/{id}/read`: the agent has read the ticket (New or Unread becomes Opened; the server decides). */
export function markRead(ticket: Pick<ResourceRecord, 'ID' | 'Version'>): Promise<ResourceRecord> {
  return api.post<ResourceRecord>(`${ticketKeys.detail(ticket.ID)}/read`, { Version: ticket.Version });
}

export interface NewTicket {
  Subject: string;
  Channel: number;
  CustomerID: number;
  /** What the customer asks: the ticket's first message, as the customer's. */
  Body: string;
}

/** `POST /support/tickets`: a ticket opened by staff (a call, a customer's detail). */
export function createTicket(ticket: NewTicket): Promise<ResourceRecord> {
  return api.post<ResourceRecord>(`${BASE}/open`, ticket);
}

/**
 * The tickets resource's declaration (support; issue 21 §1): a customer's request, by e-mail, phone or the
 * storefront's contact form, with its thread of messages (ticket-messages) and their attachments
 * (ticket-attachments). The number (T100001, …) is the database's. State codes and their meaning:
 * src/features/support/domain/codes.ts; the moves between them are this workflow and what server/support does when a
 * message arrives or a reply is sent. Reading needs view shop; working a ticket (moves, replies, notes,
 * assigning) needs update customer. Choices: docs/decisions.md "Support: tickets".
 */
import {
  OPEN_TICKET_STATES,
  TICKET_CHANNELS,
  TICKET_PRIORITIES,
  TICKET_STATES,
  TicketChannel,
  TicketPriority,
  TicketState,
} from '../domain/codes';
import { MOVES_TO, WORKED } from '../domain/moves';
import { datetime, enumeration, reference, store, text } from '../../../domain/resources/fields';
import { statusOptions } from '../../../domain/resources/status-tones';
import type { CustomActionDef, ResourceDef, WorkflowDef } from '../../../domain/resources/types';
import { help, noun, options, SUPPORT } from './common';

const UPDATE = SUPPORT.update;

const TONES = {
  [TicketState.New]: 'attention',
  [TicketState.Unread]: 'attention',
  [TicketState.Opened]: 'active',
  [TicketState.Open]: 'active',
  [TicketState.Pending]: 'idle',
  [TicketState.Solved]: 'done',
  [TicketState.Closed]: 'closed',
  [TicketState.Spam]: 'refused',
} as const;

/** The state moves (src/features/support/domain/moves.ts), each a key in the queue and on the ticket. */
const WORKFLOW: WorkflowDef = {
  field: 'State',
  transitions: [
    {
      id: 'solve',
      label: 'resources.tickets.solve',
      permission: UPDATE,
      bulk: true,
      shortcut: 's',
      from: MOVES_TO[TicketState.Solved],
      to: TicketState.Solved,
      done: 'resources.tickets.solved',
    },
    {
      id: 'spam',
      label: 'resources.tickets.spam',
      permission: UPDATE,
      bulk: true,
      danger: true,
      shortcut: 'm',
      from: MOVES_TO[TicketState.Spam],
      to: TicketState.Spam,
      done: 'resources.tickets.spammed',
    },
    {
      id: 'close',
      label: 'resources.tickets.close',
      permission: UPDATE,
      bulk: true,
      shortcut: 'c',
      from: MOVES_TO[TicketState.Closed],
      to: TicketState.Closed,
      done: 'resources.tickets.closed',
    },
    {
      id: 'reopen',
      label: 'resources.tickets.reopen',
      permission: UPDATE,
      shortcut: 'o',
      from: [TicketState.Solved, TicketState.Closed, TicketState.Spam],
      to: TicketState.Open,
      done: 'resources.tickets.reopened',
    },
  ],
};

/** Assigning (src/features/support/server/moves.ts): to oneself, to a colleague, and any state the picker allows. */
const ASSIGN_TO_ME: CustomActionDef = {
  id: 'assign-to-me',
  label: 'resources.tickets.assignToMe',
  permission: UPDATE,
  bulk: true,
  shortcut: 'a',
  when: { State: WORKED },
  done: 'resources.tickets.assigned',
};
const ASSIGN: CustomActionDef = {
  id: 'assign',
  label: 'resources.tickets.assign',
  permission: UPDATE,
  bulk: true,
  shortcut: 'u',
  when: { State: WORKED },
  input: [reference('AssigneeID', 'users', { label: 'resources.tickets.AssigneeID', help: help('tickets', 'Assign') })],
  done: 'resources.tickets.assigned',
};
const PICKABLE_STATES = [
  TicketState.Open,
  TicketState.Pending,
  TicketState.Solved,
  TicketState.Closed,
  TicketState.Spam,
  TicketState.Opened,
];

const CHANGE_STATE: CustomActionDef = {
  id: 'change-state',
  label: 'resources.tickets.changeState',
  permission: UPDATE,
  shortcut: 'shift+s',
  // Only the states a person may pick (New and Unread come from the customer), the working one first.
  input: [enumeration('State', statusOptions('ticketState', PICKABLE_STATES, TONES), { required: true, label: 'resources.tickets.State' })],
  done: 'resources.tickets.stateChanged',
};

export const tickets: ResourceDef<'tickets'> = {
  name: 'tickets',
  area: 'support',
  path: 'tickets',
  screen: 'SupportTicket',
  goKey: 't',
  // The queue: what still needs staff, the oldest update first is the default sort's reverse (newest first).
  menuQuery: { State: OPEN_TICKET_STATES.join(',') },
  table: 'tickets',
  titleField: 'Subject',
  subtitleField: 'Number',
  permissions: SUPPORT,
  fields: [
    // Given by the database (T100001, T100002, …: src/features/support/server/schema.ts).
    text('Number', {
      readOnly: true,
      unique: true,
      list: 1,
      searchable: true,
      sortable: true,
      maxLength: 20,
      label: 'resources.tickets.Number',
    }),
    text('Subject', { required: true, list: 4, searchable: true, maxLength: 300, label: 'resources.tickets.Subject' }),
    reference('CustomerID', 'customers', { list: 2, filterable: true, label: 'resources.tickets.CustomerID' }),
    enumeration('State', statusOptions('ticketState', TICKET_STATES, TONES), {
      required: true,
      readOnly: true,
      default: TicketState.New,
      list: 1,
      filterable: true,
      label: 'resources.tickets.State',
    }),
    reference('AssigneeID', 'users', { readOnly: true, list: 2, filterable: true, label: 'resources.tickets.AssigneeID' }),
    enumeration('Priority', options('ticketPriority', TICKET_PRIORITIES), {
      required: true,
      default: TicketPriority.Normal,
      list: 1,
      filterable: true,
      sortable: true,
      label: 'resources.tickets.Priority',
      help: help('tickets', 'Priority'),
    }),
    datetime('SlaDueAt', {
      readOnly: true,
      list: 1,
      sortable: true,
      label: 'resources.tickets.SlaDueAt',
      help: help('tickets', 'SlaDueAt'),
    }),
    store('StoreID', { required: true, readOnly: true, filterable: true }),
    enumeration('Channel', options('ticketChannel', TICKET_CHANNELS), {
      required: true,
      readOnly: true,
      default: TicketChannel.Email,
      filterable: true,
      label: 'resources.tickets.Channel',
    }),
    // The contact form's topic as the storefront sends it (free text: the storefronts name their own).
    text('Topic', { readOnly: true, maxLength: 120, filterable: true, label: 'resources.tickets.Topic' }),
    // Who wrote, as they wrote: the customer record may not exist (or be matched later).
    text('Email', { readOnly: true, searchable: true, maxLength: 200, label: 'resources.tickets.Email' }),
    text('Phone', { readOnly: true, maxLength: 40, label: 'resources.tickets.Phone' }),
    text('Name', { readOnly: true, searchable: true, maxLength: 200, label: 'resources.tickets.Name' }),
    reference('OrderID', 'orders', { filterable: true, label: 'resources.tickets.OrderID' }),
    reference('ReturnID', 'returns', { filterable: true, label: 'resources.tickets.ReturnID' }),
    datetime('FirstResponseAt', { readOnly: true, label: 'resources.tickets.FirstResponseAt' }),
    datetime('LastMessageAt', { readOnly: true, sortable: true, label: 'resources.tickets.LastMessageAt' }),
  ],
  // Updated: the queue shows what moved last first (the list's "updated" column is the system UpdatedAt).
  defaultSort: { field: 'UpdatedAt', direction: 'desc' },
  actions: { create: false, edit: true, delete: false, custom: [ASSIGN_TO_ME, ASSIGN, CHANGE_STATE] },
  workflow: WORKFLOW,
  namedFilters: [
    { key: 'mine', label: 'resources.tickets.filter.mine' },
    { key: 'unassigned', label: 'resources.tickets.filter.unassigned' },
    { key: 'overdue', label: 'resources.tickets.filter.overdue' },
  ],
  // Written by server/support: a customer's message joining the ticket.
  historyActions: {
    receive: 'resources.tickets.history.receive',
    reply: 'resources.tickets.history.reply',
    note: 'resources.tickets.history.note',
    read: 'resources.tickets.history.read',
    'auto-close': 'resources.tickets.history.autoClose',
  },
  keywords: ['tickets', 'ticket', 'ärenden', 'ärende', 'support', 'kundtjänst', 'helpdesk'],
  noun: noun('tickets'),
};

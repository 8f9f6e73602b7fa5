/** The email-templates resource's declaration (shop). */
import { boolean, enumeration, store, text, translations } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SHOP, help, noun, options } from './common';
import { EMAIL_PLACEHOLDERS } from './email-placeholders';

/** The placeholders of a template's texts: those its type's sender fills. */
const BY_TYPE = { by: 'TemplateType', names: EMAIL_PLACEHOLDERS } as const;

/**
 * SPEC.md "E-mail template types" 1–4 and the return e-mail templates 6–16; 5, which SPEC.md leaves unnamed,
 * is the storefront's password reset e-mail (docs/decisions.md "Outgoing e-mail"); 18 the invoice reminder (17 is left
 * for the invoice's own e-mail); 19 and 20 a presale's goods arrived and its expected date moved (src/features/purchasing).
 * Types 2 and 3 (an approved collaboration and its reminder) are kept and edited
 * but nothing sends them: the console has no collaboration feature yet, and the form says so.
 */
export const EMAIL_TEMPLATE_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 19, 20] as const;

/** The template types by name, for the code that sends them (server/mail). */
export const EmailTemplateType = {
  OrderConfirmation: 1,
  PartnershipApproved: 2,
  PartnershipReminder: 3,
  NewsletterCategory: 4,
  PasswordReset: 5,
  ReturnRegistered: 6,
  ReturnLabel: 7,
  ReturnReceived: 8,
  ReturnAwaitingApproval: 9,
  RefundApproved: 10,
  RefundMade: 11,
  ReturnDeclined: 12,
  ReplacementSent: 13,
  ExchangeSent: 14,
  ClaimReceived: 15,
  ClaimDeclined: 16,
  /** The invoice reminder ladder's e-mail step, the reminder letter attached (src/features/billing/server/reminders-mail.ts). */
  InvoiceReminder: 18,
  /** A presale item's goods are in: the customer's held order goes on (src/features/purchasing/server/presales.ts). */
  PresaleArrived: 19,
  /** A presale item's expected date moved: the customer waiting for it is told the new date. */
  PresaleDateChanged: 20,
} as const;

export const emailTemplates: ResourceDef<'email-templates'> = {
  name: 'email-templates',
  area: 'shop',
  path: 'email-templates',
  screen: 'ShopEmailTemplate',
  table: 'email_templates',
  titleField: 'Name',
  subtitleField: 'TemplateType',
  permissions: SHOP,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    enumeration('TemplateType', options('emailTemplateType', EMAIL_TEMPLATE_TYPES), {
      label: 'fields.Type',
      required: true,
      list: 2,
      filterable: true,
      // What sends each type; 2 and 3 are kept but nothing sends them yet (docs/decisions.md "Newsletters").
      help: help('emailTemplates', 'TemplateType'),
    }),
    store('StoreID', { list: 2, filterable: true, help: help('emailTemplates', 'StoreID') }),
    translations('Subject', 'text', { required: true, searchable: true, maxLength: 200, placeholders: BY_TYPE }),
    translations('Body', 'richText', { required: true, help: help('emailTemplates', 'Body'), placeholders: BY_TYPE }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['email templates', 'e-mail', 'mail', 'e-postmallar', 'mejl'],
  noun: noun('emailTemplates'),
};

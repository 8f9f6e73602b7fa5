/**
 * Settings resources (SPEC.md "Settings"): staff and SFTP accounts, to-do queues, checkout (shipping and
 * payment methods, order filters), the storefront's help texts (FAQ, contact-form topics), search tuning
 * (search triggers, stop words), support's quick replies, returns and invoice reminders. Field choices:
 * docs/decisions.md "Settings resources".
 */
import type { FieldIssue } from '../errors';
import type { UpdateSubject, ViewSubject } from '../permissions';
import { ROLE_IDS, roleMessageId } from '../roles';
import { issue, requiredIf, type Rule } from '../validation';
import {
  boolean, codes, datetime, email, enumeration, integer, locale, longText, money, password, store, text, translations,
} from './fields';
import type { EnumOption, ResourceDef } from './types';

const SETTING_VIEW = ['view', 'setting'] as const;
/** Settings without an update subject of their own in SPEC.md section 6 (docs/decisions.md). */
const SETTING_UPDATE = ['update', 'setting'] as const;
const SETTING = { view: SETTING_VIEW, update: SETTING_UPDATE };
const permissions = (view: ViewSubject, update: UpdateSubject) => ({ view: ['view', view] as const, update: ['update', update] as const });
const noun = (id: string) => ({ one: `resources.${id}.one`, other: `resources.${id}.other` });
const help = (id: string, key: string) => `resources.${id}.help.${key}`;
/** Options labelled `enums.<name>.<code>`. */
const options = (name: string, values: readonly (number | string)[], tones?: Parameters<typeof codes>[2]) => codes(`enums.${name}`, values, tones);
const CRUD = { create: true, edit: true, delete: true } as const;

const blank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');
const invalid = (id: string, message: string, values?: Record<string, string | number>): FieldIssue =>
  values ? { id, message, values } : { id, message };

/** At least the other field's value (upper bound of a range whose lower bound is `other`). */
const atLeast = (other: string): Rule => (value, form) =>
  blank(value) || blank(form[other]) || Number(value) >= Number(form[other]) ? null : issue('validation.minValue', { min: Number(form[other]) });

/* ---- Option sets ---- */

/** Carriers the shop books parcels with; also the service point networks customers pick from. */
export const CARRIERS = ['postnord', 'dhl', 'budbee', 'instabox', 'earlyBird', 'bring', 'schenker', 'ups'] as const;
/** Shipping classes: what a method can carry (products' envelope and bulky flags pick the class). */
export const SHIPPING_CLASSES = ['letter', 'parcel', 'bulky'] as const;
/** How the service point of an order is chosen. */
export const SERVICE_POINT_SELECTIONS = ['customer', 'nearest'] as const;
export const PAYMENT_PROCESSORS = ['klarna', 'adyen', 'swish', 'svea', 'walley', 'qliro', 'paypal', 'trustly', 'invoice'] as const;
/** SPEC.md "Order filter actions", with message-id-safe label keys. */
export const ORDER_FILTER_ACTIONS: readonly EnumOption[] = [
  { value: 'BLOCK', label: 'enums.orderFilterAction.block', tone: 'error' },
  { value: 'SKIP_CREDIT_CHECK', label: 'enums.orderFilterAction.skipCreditCheck', tone: 'info' },
  { value: 'CHECK', label: 'enums.orderFilterAction.check', tone: 'warning' },
];
/** What of an order a filter compares (order risk checks: organisation number, phone or name on the block list …). */
export const ORDER_FILTER_FIELDS = [
  'email', 'emailDomain', 'phone', 'personalIdNumber', 'organisationNumber', 'name', 'address', 'postalCode', 'ipAddress',
] as const;
export const SEARCH_MATCH_TYPES = ['exact', 'contains'] as const;
export const QUICK_REPLY_TAGS = ['order', 'delivery', 'return', 'reclaim', 'refund', 'payment', 'invoice', 'product', 'account'] as const;
export const SFTP_ACCESS = ['read', 'write', 'readWrite'] as const;
/** SPEC.md "Return action enum". */
export const RETURN_ACTIONS = [1, 2, 3] as const;
/** SPEC.md "Invoice reminder action": 0 None, 1 Manual Ignored, 2 Send Email, 3 Send Paper, 4 Send Collect. */
export const INVOICE_REMINDER_ACTIONS = [0, 1, 2, 3, 4] as const;
const INVOICE_REMINDER_ACTION_TONES = { 0: 'neutral', 1: 'neutral', 2: 'info', 3: 'info', 4: 'warning' } as const;

/* ---- Rules ---- */

/** Lower-case letters, digits and single hyphens (the same shape as a slug): safe as an SFTP login. */
const loginName: Rule = (value) => (blank(value) || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(value)) ? null : issue('validation.slug'));

/** An absolute path without `..` segments. */
const absolutePath: Rule = (value) =>
  blank(value) || (/^\/[A-Za-z0-9._/-]*$/.test(String(value)) && !String(value).split('/').includes('..'))
    ? null
    : invalid('resources.sftpUsers.invalid.homeDirectory', 'Use an absolute path like /sftp/supplier');

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}(\/(3[0-2]|[12]?\d))?$/;
const IPV6 = /^[0-9a-fA-F:]*:[0-9a-fA-F:.]*(\/(12[0-8]|1[01]\d|[1-9]?\d))?$/;

/** One IPv4 or IPv6 address or CIDR range per line. */
const addressLines: Rule = (value) => {
  if (blank(value)) return null;
  const lines = String(value).split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i].trim();
    if (line !== '' && !IPV4.test(line) && !(IPV6.test(line) && line.split('::').length <= 2)) {
      return invalid('resources.sftpUsers.invalid.address', 'Line {line} is not an IP address or range', { line: i + 1 });
    }
  }
  return null;
};

/* ---- Accounts ---- */

/** Staff accounts on the hand-written `users` table (the server binds the keys to its columns). */
export const users: ResourceDef = {
  name: 'users',
  area: 'setting',
  path: 'users',
  screen: 'SettingUser',
  table: 'users',
  titleField: 'Name',
  subtitleField: 'Username',
  permissions: permissions('user', 'user'),
  fields: [
    text('Username', { required: true, unique: true, list: 2, searchable: true, sortable: true }),
    text('Name', { required: true, list: 3, searchable: true, sortable: true }),
    email('Email', { required: true, list: 3, searchable: true }),
    enumeration('Role', ROLE_IDS.map((role) => ({ value: role, label: roleMessageId(role) })), { required: true, list: 2, filterable: true }),
    boolean('CanApproveReturns', { list: 1, filterable: true }),
    password('Password', { required: true, help: help('users', 'Password') }),
    datetime('PasswordChangedAt', { readOnly: true, list: 2 }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: {
    ...CRUD,
    custom: [
      {
        id: 'reset-two-factor',
        label: 'resources.users.resetTwoFactor',
        permission: ['update', 'user'],
        confirm: 'resources.users.resetTwoFactorConfirm',
        done: 'resources.users.resetTwoFactorDone',
        bulk: false,
      },
    ],
  },
  keywords: ['users', 'staff', 'accounts', 'roles', 'användare', 'personal'],
  noun: noun('users'),
};

/** Accounts of partners that exchange files with the shop over SFTP (supplier stock and price files, ERP exports). */
export const sftpUsers: ResourceDef = {
  name: 'sftp-users',
  area: 'setting',
  path: 'users-sftp',
  screen: 'SettingUserSftp',
  table: 'sftp_users',
  titleField: 'Username',
  subtitleField: 'Name',
  permissions: permissions('user-sftp', 'user-sftp'),
  fields: [
    text('Username', { required: true, unique: true, list: 2, searchable: true, sortable: true, maxLength: 32, rules: [loginName] }),
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120, help: help('sftpUsers', 'Name') }),
    password('Password', { required: true, help: help('sftpUsers', 'Password') }),
    text('HomeDirectory', { required: true, list: 2, maxLength: 200, rules: [absolutePath], help: help('sftpUsers', 'HomeDirectory') }),
    enumeration('Access', options('sftpAccess', SFTP_ACCESS), { required: true, default: 'write', list: 1, filterable: true }),
    longText('AllowedAddresses', { maxLength: 2000, rules: [addressLines], help: help('sftpUsers', 'AllowedAddresses') }),
    longText('PublicKey', { maxLength: 4000, help: help('sftpUsers', 'PublicKey') }),
    datetime('ExpiresAt', { list: 1, sortable: true, help: help('sftpUsers', 'ExpiresAt') }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Username', direction: 'asc' },
  actions: CRUD,
  keywords: ['sftp', 'sftp users', 'file transfer', 'ftp', 'filöverföring'],
  noun: noun('sftpUsers'),
};

/** To-do queues on the hand-written `todo_queues` table; fixed by the systems that fill them (no create, no delete). */
export const todoQueues: ResourceDef = {
  name: 'todo-queues',
  area: 'setting',
  path: 'todo-queues',
  screen: 'SettingTodoQueue',
  table: 'todo_queues',
  titleField: 'Name',
  permissions: permissions('to-do-queues', 'to-do-queues'),
  fields: [
    text('Name', { required: true, unique: true, list: 3, searchable: true, sortable: true }),
    integer('Category', { required: true, min: 1, list: 1, filterable: true, help: help('todoQueues', 'Category') }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: { create: false, edit: true, delete: false },
  keywords: ['to-do queues', 'todo', 'queues', 'köer', 'att göra'],
  noun: noun('todoQueues'),
};

/* ---- Checkout ---- */

export const shippingMethods: ResourceDef = {
  name: 'shipping-methods',
  area: 'setting',
  path: 'shipping-methods',
  screen: 'SettingShippingMethod',
  table: 'shipping_methods',
  titleField: 'Name',
  subtitleField: 'Carrier',
  permissions: { view: SETTING_VIEW, update: ['update', 'shipping-method'] },
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120, help: help('shippingMethods', 'Name') }),
    enumeration('Carrier', options('carrier', CARRIERS), { required: true, list: 2, filterable: true }),
    enumeration('Class', options('shippingClass', SHIPPING_CLASSES), { required: true, default: 'parcel', list: 1, filterable: true, help: help('shippingMethods', 'Class') }),
    enumeration('ServicePointProvider', options('carrier', CARRIERS), { filterable: true, help: help('shippingMethods', 'ServicePointProvider') }),
    enumeration('ServicePointSelection', options('servicePointSelection', SERVICE_POINT_SELECTIONS), {
      rules: [requiredIf((form) => !blank(form.ServicePointProvider))],
      help: help('shippingMethods', 'ServicePointSelection'),
    }),
    boolean('Express', { list: 1, filterable: true }),
    money('Price', 'SEK', { required: true, min: 0, list: 1, sortable: true, help: help('shippingMethods', 'Price') }),
    money('FreeShippingThreshold', 'SEK', { min: 0, help: help('shippingMethods', 'FreeShippingThreshold') }),
    integer('ReturnLimitMin', { min: 0, max: 365, help: help('shippingMethods', 'ReturnLimitMin') }),
    integer('ReturnLimitMax', { min: 0, max: 365, rules: [atLeast('ReturnLimitMin')], help: help('shippingMethods', 'ReturnLimitMax') }),
    store('Stores', { multiple: true, required: true, filterable: true }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['shipping', 'delivery', 'carriers', 'service points', 'frakt', 'leverans', 'fraktsätt'],
  noun: noun('shippingMethods'),
};

export const paymentMethods: ResourceDef = {
  name: 'payment-methods',
  area: 'setting',
  path: 'payment-methods',
  screen: 'SettingPaymentMethod',
  table: 'payment_methods',
  titleField: 'Name',
  subtitleField: 'MethodSKU',
  permissions: { view: SETTING_VIEW, update: ['update', 'payment-method'] },
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    text('MethodSKU', { required: true, unique: true, format: 'sku', list: 2, searchable: true, sortable: true, maxLength: 40, help: help('paymentMethods', 'MethodSKU') }),
    enumeration('Processor', options('paymentProcessor', PAYMENT_PROCESSORS), { required: true, list: 2, filterable: true }),
    money('Fee', 'SEK', { min: 0, list: 1, help: help('paymentMethods', 'Fee') }),
    boolean('RequiresGLN', { help: help('paymentMethods', 'RequiresGLN') }),
    boolean('RequiresInvoiceEmail', { help: help('paymentMethods', 'RequiresInvoiceEmail') }),
    boolean('SupportsRecurring', { filterable: true, help: help('paymentMethods', 'SupportsRecurring') }),
    boolean('RequiresCreditWorthy', { help: help('paymentMethods', 'RequiresCreditWorthy') }),
    store('Stores', { multiple: true, required: true, filterable: true }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['payment', 'payment methods', 'klarna', 'invoice', 'betalning', 'betalsätt'],
  noun: noun('paymentMethods'),
};

export const orderFilters: ResourceDef = {
  name: 'order-filters',
  area: 'setting',
  path: 'order-filters',
  screen: 'SettingOrderFilter',
  table: 'order_filters',
  titleField: 'Name',
  subtitleField: 'MatchValue',
  permissions: SETTING,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    enumeration('Action', ORDER_FILTER_ACTIONS, { required: true, list: 1, filterable: true, help: help('orderFilters', 'Action') }),
    enumeration('MatchField', options('orderFilterField', ORDER_FILTER_FIELDS), { required: true, list: 2, filterable: true }),
    text('MatchValue', { required: true, list: 2, searchable: true, maxLength: 200, help: help('orderFilters', 'MatchValue') }),
    store('Stores', { multiple: true, filterable: true, help: help('orderFilters', 'Stores') }),
    longText('Note', { maxLength: 2000, help: help('orderFilters', 'Note') }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['order filters', 'block list', 'fraud', 'credit check', 'orderfilter', 'spärrlista'],
  noun: noun('orderFilters'),
};

/* ---- Storefront help and search ---- */

export const faq: ResourceDef = {
  name: 'faq',
  area: 'setting',
  path: 'faq',
  screen: 'SettingFaq',
  table: 'faqs',
  titleField: 'Question',
  permissions: SETTING,
  fields: [
    translations('Question', 'text', { required: true, list: 3, searchable: true }),
    translations('Answer', 'richText', { required: true, searchable: true }),
    store('Stores', { multiple: true, filterable: true, help: help('faq', 'Stores') }),
    integer('SortOrder', { list: 1, sortable: true, default: 0, min: 0, max: 10_000 }),
    boolean('Published', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'SortOrder', direction: 'asc' },
  actions: CRUD,
  keywords: ['faq', 'questions', 'answers', 'help', 'vanliga frågor'],
  noun: noun('faq'),
};

export const contactFormTopics: ResourceDef = {
  name: 'contact-form-topics',
  area: 'setting',
  path: 'contact-form-topics',
  screen: 'SettingContactFormTopic',
  table: 'contact_form_topics',
  titleField: 'Name',
  subtitleField: 'RecipientEmail',
  permissions: SETTING,
  fields: [
    translations('Name', 'text', { required: true, list: 3, searchable: true, maxLength: 120, help: help('contactFormTopics', 'Name') }),
    email('RecipientEmail', { required: true, list: 2, searchable: true, help: help('contactFormTopics', 'RecipientEmail') }),
    boolean('RequiresOrderNumber', { list: 1, help: help('contactFormTopics', 'RequiresOrderNumber') }),
    store('Stores', { multiple: true, filterable: true, help: help('contactFormTopics', 'Stores') }),
    integer('SortOrder', { list: 1, sortable: true, default: 0, min: 0, max: 10_000 }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'SortOrder', direction: 'asc' },
  actions: CRUD,
  keywords: ['contact form', 'topics', 'kontaktformulär', 'ämnen'],
  noun: noun('contactFormTopics'),
};

export const searchTriggers: ResourceDef = {
  name: 'search-triggers',
  area: 'setting',
  path: 'search-triggers',
  screen: 'SettingSearchTrigger',
  table: 'search_triggers',
  titleField: 'Words',
  subtitleField: 'TargetURL',
  permissions: SETTING,
  fields: [
    text('Words', { required: true, list: 3, searchable: true, sortable: true, maxLength: 255, help: help('searchTriggers', 'Words') }),
    text('TargetURL', { required: true, format: 'url', list: 3, searchable: true, maxLength: 500, help: help('searchTriggers', 'TargetURL') }),
    enumeration('MatchType', options('searchMatchType', SEARCH_MATCH_TYPES), { required: true, default: 'exact', list: 1, filterable: true, help: help('searchTriggers', 'MatchType') }),
    locale('Locale', { required: true, default: 'sv', list: 1, filterable: true }),
    store('Stores', { multiple: true, filterable: true, help: help('searchTriggers', 'Stores') }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Words', direction: 'asc' },
  actions: CRUD,
  keywords: ['search triggers', 'trigger words', 'search', 'sökord', 'söktriggers'],
  noun: noun('searchTriggers'),
};

export const stopWords: ResourceDef = {
  name: 'stop-words',
  area: 'setting',
  path: 'stop-words',
  screen: 'SettingStopWord',
  table: 'stop_words',
  titleField: 'Word',
  subtitleField: 'Locale',
  permissions: SETTING,
  fields: [
    text('Word', { required: true, list: 3, searchable: true, sortable: true, maxLength: 60, help: help('stopWords', 'Word') }),
    locale('Locale', { required: true, default: 'sv', list: 1, filterable: true }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Word', direction: 'asc' },
  actions: CRUD,
  keywords: ['stop words', 'search', 'stoppord'],
  noun: noun('stopWords'),
};

/* ---- Support ---- */

export const quickReplyTemplates: ResourceDef = {
  name: 'quick-reply-templates',
  area: 'setting',
  path: 'quick-reply-templates',
  screen: 'SettingQuickReplyTemplate',
  table: 'quick_reply_templates',
  titleField: 'Name',
  subtitleField: 'Subject',
  permissions: SETTING,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    text('Shortcut', { unique: true, list: 1, searchable: true, sortable: true, maxLength: 32, rules: [loginName], help: help('quickReplyTemplates', 'Shortcut') }),
    locale('Locale', { required: true, default: 'sv', list: 1, filterable: true }),
    text('Subject', { list: 3, searchable: true, maxLength: 200 }),
    longText('Body', { required: true, searchable: true, maxLength: 10_000, help: help('quickReplyTemplates', 'Body') }),
    enumeration('Tags', options('quickReplyTag', QUICK_REPLY_TAGS), { multiple: true, list: 2, filterable: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['quick replies', 'templates', 'macros', 'snabbsvar', 'svarsmallar'],
  noun: noun('quickReplyTemplates'),
};

/* ---- Returns and invoice reminders ---- */

export const returnSettings: ResourceDef = {
  name: 'return-settings',
  area: 'setting',
  path: 'returns',
  screen: 'SettingReturns',
  table: 'return_settings',
  titleField: 'ReturnWindowDays',
  permissions: { view: SETTING_VIEW, update: ['update', 'return-settings'] },
  fields: [
    integer('ReturnWindowDays', { required: true, default: 30, min: 14, max: 365, help: help('returnSettings', 'ReturnWindowDays') }),
    integer('ReclaimPeriodMonths', { required: true, default: 36, min: 36, max: 120, help: help('returnSettings', 'ReclaimPeriodMonths') }),
    integer('RefundDeadlineDays', { required: true, default: 14, min: 1, max: 14, help: help('returnSettings', 'RefundDeadlineDays') }),
    enumeration('DefaultReturnAction', options('returnAction', RETURN_ACTIONS), { required: true, default: 1, help: help('returnSettings', 'DefaultReturnAction') }),
    boolean('FreeReturnShipping', { help: help('returnSettings', 'FreeReturnShipping') }),
    money('ReturnShippingFee', 'SEK', { min: 0, default: '0.00', help: help('returnSettings', 'ReturnShippingFee') }),
    boolean('RequirePhotoForReclaim', { default: true, help: help('returnSettings', 'RequirePhotoForReclaim') }),
    longText('ReturnAddress', { required: true, maxLength: 500, help: help('returnSettings', 'ReturnAddress') }),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: false, edit: true, delete: false },
  singleton: true,
  keywords: ['return settings', 'returns', 'right of withdrawal', 'returinställningar', 'ångerrätt'],
  noun: noun('returnSettings'),
};

export const returnReclaimThreshold: ResourceDef = {
  name: 'return-reclaim-threshold',
  area: 'setting',
  path: 'return-reclaim',
  screen: 'SettingReturnReclaim',
  table: 'return_reclaim_thresholds',
  titleField: 'ChargebackThreshold',
  permissions: { view: SETTING_VIEW, update: ['update', 'return-settings'] },
  fields: [
    money('ChargebackThreshold', 'SEK', { required: true, default: '2000.00', min: 0, help: help('returnReclaimThreshold', 'ChargebackThreshold') }),
    money('ReplacementThreshold', 'SEK', { required: true, default: '1500.00', min: 0, help: help('returnReclaimThreshold', 'ReplacementThreshold') }),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: false, edit: true, delete: false },
  singleton: true,
  keywords: ['return reclaim threshold', 'threshold', 'approval', 'chargeback', 'replacement', 'tröskel', 'beloppsgräns'],
  noun: noun('returnReclaimThreshold'),
};

export const invoiceReminderActions: ResourceDef = {
  name: 'invoice-reminder-actions',
  area: 'setting',
  path: 'invoice-reminder-actions',
  screen: 'SettingInvoiceReminderAction',
  table: 'invoice_reminder_actions',
  titleField: 'MethodSKU',
  subtitleField: 'Action',
  permissions: SETTING,
  fields: [
    store('StoreID', { required: true, list: 2, filterable: true, help: help('invoiceReminderActions', 'StoreID') }),
    text('MethodSKU', { required: true, format: 'sku', list: 2, searchable: true, sortable: true, maxLength: 40, help: help('invoiceReminderActions', 'MethodSKU') }),
    enumeration('Action', options('invoiceReminderAction', INVOICE_REMINDER_ACTIONS, INVOICE_REMINDER_ACTION_TONES), {
      required: true, list: 2, filterable: true, help: help('invoiceReminderActions', 'Action'),
    }),
    enumeration('NextAction', options('invoiceReminderAction', INVOICE_REMINDER_ACTIONS, INVOICE_REMINDER_ACTION_TONES), {
      required: true, default: 0, list: 2, filterable: true, help: help('invoiceReminderActions', 'NextAction'),
    }),
    integer('NextActionDays', {
      min: 0, max: 365, list: 1, sortable: true,
      rules: [requiredIf((form) => !blank(form.NextAction) && Number(form.NextAction) !== 0)],
      help: help('invoiceReminderActions', 'NextActionDays'),
    }),
  ],
  defaultSort: { field: 'MethodSKU', direction: 'asc' },
  actions: CRUD,
  keywords: ['invoice reminders', 'reminder actions', 'dunning', 'collection', 'påminnelser', 'inkasso'],
  noun: noun('invoiceReminderActions'),
};

export const SETTING_RESOURCES: readonly ResourceDef[] = [
  users, sftpUsers, todoQueues, shippingMethods, paymentMethods, orderFilters, faq, contactFormTopics, searchTriggers,
  stopWords, quickReplyTemplates, returnSettings, returnReclaimThreshold, invoiceReminderActions,
];

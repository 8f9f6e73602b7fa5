/**
 * The customers resource's declaration (shop; issue 9 §5): persons and organisations of one storefront, with
 * their contact details, identity number in SPEC.md section 5's formats, default address (SPEC.md "Address"),
 * language, membership level and consents. Staff create and edit them with `update customer`; the storefronts
 * write them too. `Name` is kept by the server (a person's first and last name, an organisation's company
 * name) so one column serves the list, the sort and the search.
 *
 * The free text finds a customer by name or e-mail (trigram indexes), by phone number however it is typed (the
 * normalized number, customers_phone_normalized_idx), and by personal id or organisation number however typed
 * (their digits, indexed): what the incoming-call lookup and the palette ask. A customer merged into another
 * keeps its row as a pointer (`MergedIntoID`), so old links and searches land on the survivor.
 * Choices: docs/decisions.md "Customers (issue 9 §5)".
 */
import { organisationNumberOf, personalIdOf } from '../../customers/identity-numbers';
import { boolean, country, datetime, enumeration, locale, longText, reference, store, text } from '../fields';
import { isBlankText, issue, type Rule } from '../../validation';
import type { ResourceDef } from '../types';
import { help, invalid, noun, options, SHOP } from './common';
import { valueText } from '../../value-text';

/** Customer types: a private person or an organisation (a company, an association). */
export const CustomerType = { Person: 1, Organisation: 2 } as const;

/** SPEC.md "Membership levels". */
const MEMBERSHIP_LEVELS = [1, 2, 3, 4] as const;
const MembershipLevel = { Bronze: 1, Silver: 2, Gold: 3, Platinum: 4 } as const;

const isType = (form: Record<string, unknown>, type: number) => valueText(form.Type ?? CustomerType.Person) === String(type);

/** Required for one customer type (a person's names, an organisation's company name). */
const requiredFor =
  (type: number): Rule =>
  (value, form) =>
    isType(form, type) && isBlankText(value) ? issue('validation.required') : null;

/**
 * Given only for one customer type (a person's names and personal id, an organisation's company name and
 * organisation number): a value of the other type is refused, not dropped, so nothing typed is lost unseen.
 */
const onlyFor =
  (type: number, id: string, message: string): Rule =>
  (value, form) =>
    isType(form, type) || isBlankText(value) ? null : invalid(id, message);

const validPersonalId: Rule = (value) =>
  isBlankText(value) || personalIdOf(String(value))
    ? null
    : invalid('resources.customers.invalid.personalId', 'Not a valid personal id number (YYYYMMDD-NNNN)');

const validOrganisationNumber: Rule = (value) =>
  isBlankText(value) || organisationNumberOf(String(value))
    ? null
    : invalid('resources.customers.invalid.organisationNumber', 'Not a valid organisation number (NNNNNN-NNNN)');

export const customers: ResourceDef<'customers'> = {
  name: 'customers',
  area: 'shop',
  path: 'customers',
  screen: 'ShopCustomer',
  goKey: 'c',
  table: 'customers',
  titleField: 'Name',
  subtitleField: 'Email',
  permissions: { view: SHOP.view, update: ['update', 'customer'] },
  fields: [
    enumeration('Type', options('customerType', [CustomerType.Person, CustomerType.Organisation]), {
      required: true,
      default: CustomerType.Person,
      filterable: true,
    }),
    text('Name', { required: true, readOnly: true, list: 3, searchable: true, sortable: true, maxLength: 200 }),
    text('FirstName', {
      maxLength: 80,
      label: 'resources.customers.FirstName',
      rules: [
        requiredFor(CustomerType.Person),
        onlyFor(
          CustomerType.Person,
          'resources.customers.invalid.nameOfOrganisation',
          'An organisation has a company name, not a first or last name',
        ),
      ],
    }),
    text('LastName', {
      maxLength: 80,
      label: 'resources.customers.LastName',
      rules: [
        requiredFor(CustomerType.Person),
        onlyFor(
          CustomerType.Person,
          'resources.customers.invalid.nameOfOrganisation',
          'An organisation has a company name, not a first or last name',
        ),
      ],
    }),
    text('CompanyName', {
      maxLength: 120,
      label: 'resources.customers.CompanyName',
      rules: [
        requiredFor(CustomerType.Organisation),
        onlyFor(
          CustomerType.Organisation,
          'resources.customers.invalid.companyNameOfPerson',
          'A person has a first and last name, not a company name',
        ),
      ],
    }),
    text('Email', { required: true, list: 3, searchable: true, format: 'email', maxLength: 200, uniqueWith: ['StoreID'] }),
    text('Phone', { required: true, list: 2, matchedAs: 'phone', maxLength: 40 }),
    text('PersonalId', {
      maxLength: 20,
      matchedAs: 'personalId',
      label: 'resources.customers.PersonalId',
      help: help('customers', 'PersonalId'),
      rules: [
        validPersonalId,
        onlyFor(CustomerType.Person, 'resources.customers.invalid.personalIdOfOrganisation', 'Only a person has a personal id number'),
      ],
    }),
    text('OrganisationNumber', {
      maxLength: 20,
      matchedAs: 'organisationNumber',
      label: 'resources.customers.OrganisationNumber',
      help: help('customers', 'OrganisationNumber'),
      rules: [
        validOrganisationNumber,
        onlyFor(
          CustomerType.Organisation,
          'resources.customers.invalid.organisationNumberOfPerson',
          'Only an organisation has an organisation number',
        ),
      ],
    }),
    text('Address1', { maxLength: 120, label: 'resources.customers.Address1' }),
    text('Address2', { maxLength: 120, label: 'resources.customers.Address2' }),
    text('PostalCode', { maxLength: 16, label: 'resources.customers.PostalCode' }),
    text('Municipality', { maxLength: 80, label: 'resources.customers.Municipality' }),
    text('City', { required: true, list: 2, maxLength: 80 }),
    country('Country', { label: 'resources.customers.Country', help: help('customers', 'Country') }),
    text('Reference', { maxLength: 120, label: 'resources.customers.Reference' }),
    store('StoreID', { required: true, list: 1, filterable: true }),
    locale('Locale', { required: true, default: 'sv' }),
    enumeration('MembershipLevel', options('membershipLevel', MEMBERSHIP_LEVELS), {
      required: true,
      default: MembershipLevel.Bronze,
      filterable: true,
      label: 'resources.customers.MembershipLevel',
    }),
    boolean('NewsletterConsent', { label: 'resources.customers.NewsletterConsent' }),
    datetime('NewsletterConsentAt', { readOnly: true, label: 'resources.customers.NewsletterConsentAt' }),
    boolean('SmsConsent', { label: 'resources.customers.SmsConsent' }),
    datetime('SmsConsentAt', { readOnly: true, label: 'resources.customers.SmsConsentAt' }),
    longText('Note', { maxLength: 2000 }),
    reference('MergedIntoID', 'customers', { readOnly: true, filterable: true, label: 'resources.customers.MergedIntoID' }),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: {
    create: true,
    edit: true,
    delete: false,
    custom: [
      {
        // The storefront's reset e-mail (template 5) with a one-time link; the customer record is not changed.
        id: 'send-password-reset',
        label: 'resources.customers.sendPasswordReset',
        permission: ['update', 'customer'],
        shortcut: 'shift+p',
        confirm: 'resources.customers.confirmSendPasswordReset',
        when: { MergedIntoID: [null] },
        keepsRecord: true,
        effect: 'passwordResetSent',
        done: 'resources.customers.passwordResetSent',
      },
    ],
  },
  /** Tabs of the detail: the customer's orders (its returns, tickets and invoices join when they are declared). */
  related: [
    { resource: 'orders', field: 'CustomerID' },
    { resource: 'returns', field: 'CustomerID' },
    { resource: 'subscriptions', field: 'CustomerID' },
    { resource: 'invoices', field: 'CustomerID' },
    { resource: 'tickets', field: 'CustomerID' },
  ],
  /** Written by server/customers (login links, merges). */
  historyActions: {
    'login-link': 'resources.customers.history.loginLink',
    'login-link-redeemed': 'resources.customers.history.loginLinkRedeemed',
    'password-reset-redeemed': 'resources.customers.history.passwordResetRedeemed',
    // A newsletter's unsubscribe link redeemed (server/content/unsubscribe.ts).
    'newsletter-unsubscribed': 'resources.customers.history.newsletterUnsubscribed',
    merge: 'resources.customers.history.merge',
    'merged-in': 'resources.customers.history.mergedIn',
  },
  keywords: ['customers', 'kunder', 'phone', 'telefon', 'personnummer', 'organisationsnummer'],
  noun: noun('customers'),
};

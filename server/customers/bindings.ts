/**
 * Customers on their generated table with columns beside the fields (server/db/schema/shop.ts): the phone
 * number, personal id number and organisation number are each matched in their normalized form (an indexed
 * column the engine writes beside the value as entered). Before a write the server keeps what the form does
 * not send: the displayed `Name` (a person's first and last name, an organisation's company name), the
 * identity numbers in SPEC.md section 5's formats, the e-mail in lower case (unique per store), and when each
 * consent was given (cleared when it is withdrawn). The other type's fields are refused by the declaration's
 * rules, not dropped here. A customer merged into another is read-only.
 */
import { ErrorCode } from '../../src/domain/errors';
import { organisationNumberOf, personalIdOf } from '../../src/domain/customers/identity-numbers';
import { CustomerType } from '../../src/domain/resources/shop/customers';
import type { ResourceDef } from '../../src/domain/resources/types';
import { customers } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { passwordResetSent } from './password-reset';
import { bindResource, type TableBinding } from '../resources/binding';
import type { ResourceHooks, WriteContext } from '../resources/hooks';
import { valueText } from '../../src/domain/value-text';

/** The refusal of a write to a customer merged into another (it is a pointer now). */
const MERGED_AWAY = 'The customer was merged into another customer; edit that one instead';

/** A value as the record will hold it: the one written, else the current one. */
const merged = ({ values, current }: WriteContext, key: string): unknown => (key in values ? values[key] : (current?.[key] ?? null));

const textOf = (value: unknown) => (value == null ? '' : valueText(value).trim());

/** The displayed name of a customer: the company's for an organisation, first and last name for a person. */
function customerName(type: unknown, firstName: unknown, lastName: unknown, companyName: unknown): string {
  if (Number(type) === CustomerType.Organisation) return textOf(companyName);
  return [textOf(firstName), textOf(lastName)].filter(Boolean).join(' ');
}

/** A consent's time: kept while it stays given, now when it is given, none when withdrawn. */
function consentTime(context: WriteContext, consent: string, at: string): void {
  const given = merged(context, consent) === true;
  const was = context.current?.[consent] === true;
  if (!given) context.values[at] = null;
  else if (!was) context.values[at] = context.now.toISOString();
}

const customerHooks: ResourceHooks = {
  effects: { passwordResetSent },
  beforeWrite(context) {
    const { values, current, now } = context;
    if (current?.MergedIntoID != null) throw new ApiFailure(ErrorCode.Conflict, MERGED_AWAY, undefined, undefined, { current });
    const type = merged(context, 'Type');
    values.Name = customerName(type, merged(context, 'FirstName'), merged(context, 'LastName'), merged(context, 'CompanyName'));
    if (typeof values.Email === 'string') values.Email = values.Email.trim().toLowerCase();
    if (typeof values.PersonalId === 'string') values.PersonalId = personalIdOf(values.PersonalId, now);
    if (typeof values.OrganisationNumber === 'string') values.OrganisationNumber = organisationNumberOf(values.OrganisationNumber);
    consentTime(context, 'NewsletterConsent', 'NewsletterConsentAt');
    consentTime(context, 'SmsConsent', 'SmsConsentAt');
  },
};

export function bindCustomers(def: ResourceDef): TableBinding {
  return bindResource(def, customers, {
    formColumns: {
      Phone: customers.PhoneNormalized,
      PersonalId: customers.PersonalIdNormalized,
      OrganisationNumber: customers.OrganisationNumberNormalized,
    },
    hooks: customerHooks,
  });
}

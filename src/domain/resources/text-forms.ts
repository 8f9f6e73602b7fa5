/**
 * Forms a list's free text can be read in besides plain text: a field declared `matchedAs` one of them is
 * matched, when the text reads as that form, by its value in the form, exactly (an equality on an indexed
 * column) instead of the pattern. A customer's phone number is found however the number is typed
 * ("+46 70-123 45 67", "0701234567", "46701234567": the same international digits), and a personal id or
 * organisation number by its digits ("850101-1234", "198501011234"). Text may read as several forms at once
 * (ten digits are a phone number, a personal id and an organisation number): it then matches any of them.
 */
import { organisationNumberDigits, personalIdDigits, readsAsOrganisationNumber, readsAsPersonalId } from '../customers/identity-numbers';
import { isPhoneNumber, normalizePhone } from '../phone';

export interface TextForm {
  /** The free text reads as the form. */
  reads(text: string): boolean;
  /** The text in the form, as the matched column holds it. */
  normalize(text: string): string;
}

export const TEXT_FORMS = {
  phone: { reads: isPhoneNumber, normalize: (text: string) => normalizePhone(text) },
  personalId: { reads: readsAsPersonalId, normalize: (text: string) => personalIdDigits(text) },
  organisationNumber: { reads: readsAsOrganisationNumber, normalize: organisationNumberDigits },
} as const satisfies Record<string, TextForm>;

export type TextFormName = keyof typeof TEXT_FORMS;

/**
 * The server's password policy: the shared ChangePasswordForm rules (length 10, lower, upper, digit,
 * special; repeat equal) plus a refusal of guessable passwords. "Guessable" means zxcvbn-ts, fed with the
 * common password and diceware dictionaries and the user's own name, username and e-mail, scores it
 * below 3 (e.g. "Password123!", "Summer2024!", "P@ssw0rd123").
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { validate } from 'superstruct';
import {
  ChangePasswordForm,
  fieldErrorsOf,
  issue,
  passwordCriteria,
  PASSWORD_CRITERIA,
  type FieldErrors,
} from '../../src/domain/validation';

const MIN_PASSWORD_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return factory;
}

/** True when the password is too easy to guess (found in the common dictionaries or built from userInputs). */
export function isCommonPassword(password: string, userInputs: readonly string[] = []): boolean {
  const inputs = userInputs.filter((s) => s.trim() !== '');
  return zxcvbn().check(password, [...inputs]).score < MIN_PASSWORD_SCORE;
}

/** True when the password meets every criterion of the shared policy. */
export function meetsPasswordCriteria(password: string): boolean {
  const met = passwordCriteria(password);
  return PASSWORD_CRITERIA.every((c) => met[c]);
}

/**
 * Field errors of a change-password body, or null when it is acceptable: the shared form rules first,
 * then the common-password check on a password that passed them.
 */
export function checkNewPassword(body: unknown, userInputs: readonly string[]): FieldErrors | null {
  const [error] = validate(body, ChangePasswordForm);
  if (error) return fieldErrorsOf(error);
  const { password } = body as { password: unknown; repeatPassword: unknown };
  if (typeof password !== 'string') return { password: issue('validation.type') };
  if (isCommonPassword(password, userInputs)) return { password: issue('validation.passwordCommon') };
  return null;
}

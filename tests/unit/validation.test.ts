import { describe, expect, it } from 'vitest';
import { assert, StructError, type Struct } from 'superstruct';
import {
  ChangePasswordForm,
  LoginForm,
  TotpForm,
  changePasswordRules,
  decimal,
  email,
  fieldErrorsOf,
  loginRules,
  maxValue,
  minValue,
  passwordCriteria,
  requiredIf,
  totpRules,
  validateForm,
} from '../../src/domain/validation';

function errorsOf<T, S>(struct: Struct<T, S>, value: unknown) {
  try {
    assert(value, struct);
    return {};
  } catch (error) {
    return fieldErrorsOf(error as StructError);
  }
}

describe('login form', () => {
  it('requires username and password, treating whitespace as empty', () => {
    const errors = validateForm(loginRules, { username: '   ', password: '' });
    expect(errors.username.message).toBe('Value is required');
    expect(errors.password.message).toBe('Value is required');
  });
  it('accepts filled fields', () => {
    expect(validateForm(loginRules, { username: 'admin', password: 'x' })).toEqual({});
  });
  it('the superstruct struct reports the same field messages', () => {
    expect(errorsOf(LoginForm, { username: '' })).toMatchObject({
      username: { id: 'validation.required', message: 'Value is required' },
      password: { id: 'validation.required' },
    });
    expect(errorsOf(LoginForm, 'not an object')).toMatchObject({ '': { id: 'validation.type' } });
  });
});

describe('two-factor code', () => {
  it('is required, numeric and at least 6 characters', () => {
    expect(validateForm(totpRules, { code: '' }).code.message).toBe('Value is required');
    expect(validateForm(totpRules, { code: '12a456' }).code.message).toBe('Value must be numeric');
    expect(validateForm(totpRules, { code: '12345' }).code.message).toBe('This field should be at least 6 characters long');
    expect(validateForm(totpRules, { code: '123456' })).toEqual({});
  });
  it('accepts digits with a decimal part as numeric', () => {
    expect(validateForm(totpRules, { code: '1234.5' })).toEqual({});
    expect(errorsOf(TotpForm, { code: '12' }).code).toMatchObject({ id: 'validation.minLength', values: { min: 6 } });
  });
});

describe('change password', () => {
  it('ticks each criterion separately', () => {
    expect(passwordCriteria('abc')).toEqual({ length: false, uppercase: false, lowercase: true, digit: false, special: false });
    expect(passwordCriteria('Abcdefgh1!')).toEqual({ length: true, uppercase: true, lowercase: true, digit: true, special: true });
  });
  it('refuses a password missing a criterion and a repeat that differs', () => {
    const errors = validateForm(changePasswordRules, { password: 'abcdefghij1!', repeatPassword: 'other' });
    expect(errors.password.id).toBe('validation.passwordPolicy');
    expect(errors.repeatPassword.message).toBe('The value must be equal to the other value');
  });
  it('accepts a policy-compliant password repeated exactly', () => {
    expect(errorsOf(ChangePasswordForm, { password: 'Kaffe-Kopp-2026', repeatPassword: 'Kaffe-Kopp-2026' })).toEqual({});
  });
});

describe('generic validators', () => {
  it('e-mail, minimum, maximum, decimal and required-if carry English messages', () => {
    expect(email('not-an-email', {})?.message).toBe('Value is not a valid email address');
    expect(email('kund@example.se', {})).toBeNull();
    expect(minValue(5)(3, {})?.message).toBe('The minimum value allowed is 5');
    expect(maxValue(10)(11, {})?.message).toBe('The maximum value allowed is 10');
    expect(decimal('1,5', {})).toBeNull();
    expect(decimal('1.5.5', {})?.message).toBe('Value must be decimal');
    const rule = requiredIf((form) => form.kind === 'company');
    expect(rule('', { kind: 'company' })?.message).toBe('Value is required');
    expect(rule('', { kind: 'private' })).toBeNull();
  });
});

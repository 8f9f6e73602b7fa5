/**
 * Query-string pieces shared by list routes (DESIGN.md "API"): `limit` (default 50, max 500). Rules are the
 * domain's validators, so a refusal is the usual 40001 with field messages.
 */
import { LIST_MAX_LIMIT } from '../../src/domain/constants';
import { isBlankText as blank, issue, maxValue, minValue, type Rule } from '../../src/domain/validation';

/** A whole number written in digits (query strings carry text). Blank passes: combine with `required`. */
export const wholeNumber: Rule = (value) => (blank(value) || /^\d{1,9}$/.test(String(value).trim()) ? null : issue('validation.numeric'));

export const limitRules: readonly Rule[] = [wholeNumber, minValue(1), maxValue(LIST_MAX_LIMIT)];

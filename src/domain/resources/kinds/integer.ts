/** A whole number that fits an int column: `integer('Position')`. */
import { asText, isBlank, issue, type Rule } from '../../validation';
import { INT_MAX, make, type DomainKind } from './kind';

export const integer = make('integer');

const wholeNumber: Rule = (value) =>
  isBlank(value) || (/^-?\d{1,10}$/.test(asText(value).trim()) && Math.abs(Number(value)) <= INT_MAX) ? null : issue('validation.integer');

export const integerKind: DomainKind = {
  range: true,
  rules: () => [wholeNumber],
  normalize: (_field, value) => Number(value),
};

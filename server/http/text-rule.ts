/**
 * The one text rule at the edge (docs/decisions.md "One text rule"): before any route runs, every text a
 * request brings is checked with the domain's rule (src/domain/validation.ts `forbiddenCharacterAt`), the
 * one the engine's fields keep: each query parameter's name and values, each string and object key of a JSON
 * body however deep, and a form's text fields and uploaded file names. The first forbidden character is
 * answered 40001 `validation.characters` naming its field by its path (`Items.2.Quantity`, as the staff
 * order names its lines), so a route never meets a NUL and a form shows the refusal at its field.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ErrorCode } from '../../src/domain/errors';
import { isStorableText, issue, replaceForbiddenCharacters } from '../../src/domain/validation';
import { ApiFailure, ERROR_TEXT } from './errors';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/** A field's name as the answer can carry it: a key holding a forbidden character shows it as U+FFFD. */
const shown = (name: string) => replaceForbiddenCharacters(name);
const pathOf = (parent: string, key: string) => (parent === '' ? shown(key) : `${parent}.${shown(key)}`);

/**
 * The path of the first text in a parsed JSON value that breaks the rule (a key or a string, in document
 * order), or null. Walked with a stack of its own, so a body nested thousands deep is no stack overflow.
 */
function forbiddenInJson(value: unknown): string | null {
  const stack: [string, unknown][] = [['', value]];
  while (stack.length) {
    const [path, current] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([pathOf(path, String(i)), current[i]]);
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) if (!isStorableText(key)) return pathOf(path, key);
      for (let i = entries.length - 1; i >= 0; i--) stack.push([pathOf(path, entries[i][0]), entries[i][1]]);
    }
  }
  return null;
}

function forbiddenInQuery(c: Context): string | null {
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (!isStorableText(name) || values.some((value) => !isStorableText(value))) return shown(name);
  }
  return null;
}

async function forbiddenInForm(c: Context): Promise<string | null> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    // Not a form that can be read: the route refuses it as it would have.
    return null;
  }
  for (const [name, given] of Object.entries(form)) {
    if (!isStorableText(name)) return shown(name);
    const values: unknown[] = Array.isArray(given) ? (given as unknown[]) : [given];
    for (const value of values) {
      const text = value instanceof File ? value.name : value;
      if (typeof text === 'string' && !isStorableText(text)) return shown(name);
    }
  }
  return null;
}

async function forbiddenInJsonBody(c: Context): Promise<string | null> {
  const text = await c.req.text();
  if (text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Not JSON: a route that reads the body refuses it as such (server/http/errors.ts jsonBody).
    return null;
  }
  return forbiddenInJson(value);
}

/**
 * The text a request brings, as read for the check. The body is read once into Hono's cache, where the route's
 * own reading finds it, and handed on as a new request over the same bytes for what reads the raw stream (a
 * route's own, smaller body limit).
 */
async function forbiddenField(c: Context): Promise<string | null> {
  const inQuery = forbiddenInQuery(c);
  if (inQuery !== null || !BODY_METHODS.has(c.req.method) || !c.req.raw.body) return inQuery;
  const bytes = await c.req.arrayBuffer();
  c.req.raw = new Request(c.req.raw, { body: bytes });
  const type = c.req.header('Content-Type')?.split(';')[0].trim().toLowerCase() ?? '';
  return FORM_TYPES.has(type) ? forbiddenInForm(c) : forbiddenInJsonBody(c);
}

export const textRule: MiddlewareHandler = async (c, next) => {
  const field = await forbiddenField(c);
  if (field !== null) {
    throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: ${field}`, {
      [field]: issue('validation.characters'),
    });
  }
  await next();
};

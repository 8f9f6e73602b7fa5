/**
 * The message catalogues: Swedish and English hold the same ids, no message is empty, every message is
 * valid ICU syntax, and every id the source refers to exists in both languages. Ids are found by scanning
 * src for message-id-shaped string literals (command ids excepted), by expanding the template-literal ids
 * the views build, and from the domain tables (screen titles, validation messages, error codes, roles).
 */
import { SKIP_REASONS } from '../../src/features/billing/domain/next-actions';
import { IMPORT_COUNT_KEYS, IMPORT_STATUSES } from '../../src/domain/imports/api';
import { IMPORT_MESSAGES, IMPORTS } from '../../src/domain/imports/definitions';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/commands/registry';
import { SECTIONS } from '../../src/commands/sections';
import { LOCALES } from '../../src/domain/constants';
import { ErrorCode, errorMessageId } from '../../src/domain/errors';
import type { PhoneDirectory } from '../../src/domain/phone';
import { RESOURCES } from '../../src/domain/resources';
import { ROLE_IDS, roleMessageId } from '../../src/domain/roles';
import { SCREENS, SEARCH_SCOPES } from '../../src/domain/screens';
import { PASSWORD_CRITERIA, VALIDATION_MESSAGES } from '../../src/domain/validation';
import { loadCatalogue, type Messages } from '../../src/intl';
import { resourceActions } from '../../src/domain/resources/workflow';
import { PURCHASE_ORDER_EVENT_MESSAGES } from '../../src/features/purchasing/domain/events';

const SRC = join(__dirname, '..', '..', 'src');
const MESSAGE_ID = /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/;

function sourceFiles(): { path: string; text: string }[] {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ path: relative(SRC, join(SRC, file)), text: readFileSync(join(SRC, file), 'utf8') }));
}

const commandIds = new Set(registry.commands.map((c) => c.id));

/** Message ids written out as string literals ('…' or "…") anywhere in src, except command ids. */
function literalIds(files: { text: string }[]): Set<string> {
  const found = new Set<string>();
  for (const { text } of files) {
    for (const match of text.matchAll(/(['"])([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+)\1/g)) {
      if (!commandIds.has(match[2])) found.add(match[2]);
    }
  }
  return found;
}

/**
 * Ids built from template literals (`areas.${area}` …), keyed by their static prefix. A view that builds a
 * new kind of id must add its expansion here, so the test always knows every id that can be asked for.
 */
const commandMessageIds = [
  ...registry.commands.flatMap((c) => [c.title.id, c.section.id, c.keywordsMessage?.id, c.query?.title.id]),
  ...Object.values(SECTIONS).map((s) => s.id),
].filter((id): id is string => !!id);

/** Every directory the call lookup can name (the compiler insists on all of them). */
const PHONE_DIRECTORIES = { de: true, no: true, se: true } satisfies Record<PhoneDirectory, true>;

/** Every message a resource declaration names: nouns, field labels and hints, option labels, actions. */
const resourceMessageIds = RESOURCES.flatMap((r) => [
  r.noun.one,
  r.noun.other,
  ...r.fields.flatMap((f) => [f.label, f.help, ...(f.options ?? []).map((o) => o.label)]),
  ...resourceActions(r).flatMap((a) => [a.label, a.confirm, a.done, ...(a.input ?? []).flatMap((f) => [f.label, f.help])]),
]).filter((id): id is string => !!id);

const TEMPLATE_EXPANSIONS: Record<string, string[]> = {
  'areas.': ['shop', 'support', 'product', 'setting'].map((a) => `areas.${a}`),
  'resources.invoiceReminders.skip.': SKIP_REASONS.map((r) => `resources.invoiceReminders.skip.${r}`),
  'common.locale.': LOCALES.map((l) => `common.locale.${l}`),
  'shell.search.scopes.': Object.keys(SEARCH_SCOPES).map((s) => `shell.search.scopes.${s}`),
  'calls.directory.': Object.keys(PHONE_DIRECTORIES).map((d) => `calls.directory.${d}`),
  'session.changePassword.criterion.': PASSWORD_CRITERIA.map((c) => `session.changePassword.criterion.${c}`),
  'commands.': commandMessageIds,
  'commands.keywords.': commandMessageIds.filter((id) => id.startsWith('commands.keywords.')),
  'commands.search.': commandMessageIds.filter((id) => id.startsWith('commands.search.')),
  'commands.support.': commandMessageIds.filter((id) => id.startsWith('commands.support.')),
  'commands.sections.': Object.values(SECTIONS).map((s) => s.id!),
  'screens.': SCREENS.map((s) => s.titleId),
  'roles.': ROLE_IDS.map(roleMessageId),
  'fields.': resourceMessageIds.filter((id) => id.startsWith('fields.')),
  'resources.': resourceMessageIds.filter((id) => id.startsWith('resources.')),
  'enums.': resourceMessageIds.filter((id) => id.startsWith('enums.')),
  'enums.returnStatus.': resourceMessageIds.filter((id) => id.startsWith('enums.returnStatus.')),
  'enums.ticketState.': resourceMessageIds.filter((id) => id.startsWith('enums.ticketState.')),
  'enums.purchaseOrderStatus.': resourceMessageIds.filter((id) => id.startsWith('enums.purchaseOrderStatus.')),
  'purchaseOrderEvents.': Object.values(PURCHASE_ORDER_EVENT_MESSAGES),
  'imports.count.': IMPORT_COUNT_KEYS.map((k) => `imports.count.${k}`),
  'imports.status.': IMPORT_STATUSES.map((s) => `imports.status.${s}`),
  'imports.state.': IMPORT_STATUSES.map((s) => `imports.state.${s}`),
};

/** Template literals shaped like ids that build command ids, not message ids. */
const COMMAND_ID_TEMPLATES = ['go.', 'search.', 'support.', 'purchasing.receive.'];

/** Static prefixes of template-literal message ids (`prefix.${…}`) found in src. */
function templatePrefixes(files: { text: string }[]): Set<string> {
  const found = new Set<string>();
  for (const { text } of files) {
    for (const match of text.matchAll(/`([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)*\.)\$\{/g)) found.add(match[1]);
  }
  return found;
}

/** Names of the arguments and tags a parsed message uses, plural and select branches included. */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, into);
  }
  return into;
}

const domainIds = [
  ...SCREENS.map((s) => s.titleId),
  ...Object.keys(VALIDATION_MESSAGES),
  ...Object.keys(IMPORT_MESSAGES),
  ...IMPORTS.map((d) => d.help),
  ...Object.values(ErrorCode).map((code) => errorMessageId(code)),
  errorMessageId(undefined),
  errorMessageId(99999),
  ...ROLE_IDS.map(roleMessageId),
  ...resourceMessageIds,
];

/**
 * Texts Swedish writes as English does (issue 19 §3: a Swedish message equal to its English one is English
 * left untranslated unless it is one of these): words both languages share and codes.
 */
const SAME_IN_BOTH = new Set([
  'SV',
  'EN',
  'System',
  'Version {version}',
  'Order',
  'Widget',
  'Slug',
  'Layout',
  'Text',
  'Status',
  'Standard',
  'Normal',
  'Variant',
  'Finland',
  'Taiwan',
  'Euro (EUR)',
  'Organisation',
  'Silver',
  'Import',
  'Integration',
  'API',
  'Message-ID',
  'Zoom',
  'Original',
  'Avatar',
  'Express',
  '{count, plural, =0 {Filter} other {Filter (#)}}',
  '301 Permanent',
  'A4',
  'A5',
]);

/** Groups of proper names (carriers, payment providers), the same in every language. */
const NAMES = ['enums.forwarder.', 'enums.carrier.', 'enums.paymentProcessor.'];

const catalogues = {} as Record<(typeof LOCALES)[number], Messages>;

describe('message catalogues', () => {
  beforeAll(async () => {
    for (const locale of LOCALES) catalogues[locale] = await loadCatalogue(locale);
  });
  let sv: Messages;
  let en: Messages;
  beforeAll(() => {
    sv = catalogues.sv;
    en = catalogues.en;
  });

  it('Swedish and English hold exactly the same ids', () => {
    const svIds = Object.keys(sv).sort();
    const enIds = Object.keys(en).sort();
    expect(
      svIds.filter((id) => !(id in en)),
      'in sv, missing in en',
    ).toEqual([]);
    expect(
      enIds.filter((id) => !(id in sv)),
      'in en, missing in sv',
    ).toEqual([]);
    expect(svIds.length).toBeGreaterThan(200);
  });

  it('has no empty messages and flat, well-formed ids', () => {
    for (const locale of LOCALES) {
      for (const [id, message] of Object.entries(catalogues[locale])) {
        expect(typeof message, `${locale} ${id}`).toBe('string');
        expect(message.trim(), `${locale} ${id}`).not.toBe('');
        expect(id, `${locale} ${id}`).toMatch(MESSAGE_ID);
      }
    }
  });

  it('every message is valid ICU message syntax', () => {
    const broken: string[] = [];
    for (const locale of LOCALES) {
      for (const [id, message] of Object.entries(catalogues[locale])) {
        try {
          parse(message);
        } catch (error) {
          broken.push(`${locale} ${id}: ${(error as Error).message}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('both languages use the same placeholders in each message', () => {
    const names = (message: string) => [...argumentNames(parse(message))].sort();
    const differing = Object.keys(sv).filter((id) => id in en && names(sv[id]).join() !== names(en[id]).join());
    expect(differing).toEqual([]);
  });

  it('no Swedish message is the English one, but for words both languages write alike', () => {
    const alike = (id: string) =>
      SAME_IN_BOTH.has(sv[id]) || NAMES.some((prefix) => id.startsWith(prefix)) || !/\p{L}/u.test(sv[id].replace(/\{[^{}]*\}/g, ''));
    const english = Object.keys(sv).filter((id) => sv[id] === en[id] && !alike(id));
    expect(english).toEqual([]);
    // The allow-list holds only texts the catalogues still use alike.
    const used = new Set(
      Object.keys(sv)
        .filter((id) => sv[id] === en[id])
        .map((id) => sv[id]),
    );
    expect([...SAME_IN_BOTH].filter((text) => !used.has(text))).toEqual([]);
  });

  it('every id the source refers to exists in both languages', () => {
    const files = sourceFiles();
    const prefixes = templatePrefixes(files);
    for (const prefix of COMMAND_ID_TEMPLATES) {
      expect(
        [...commandIds].some((id) => id.startsWith(prefix)),
        `command ids ${prefix}…`,
      ).toBe(true);
      prefixes.delete(prefix);
    }
    const unknownTemplates = [...prefixes].filter((prefix) => !(prefix in TEMPLATE_EXPANSIONS));
    expect(unknownTemplates, 'template-literal ids without an expansion in this test').toEqual([]);

    const wanted = new Set([...literalIds(files), ...[...prefixes].flatMap((prefix) => TEMPLATE_EXPANSIONS[prefix]), ...domainIds]);
    expect(wanted.size).toBeGreaterThan(200);
    for (const locale of LOCALES) {
      const missing = [...wanted].filter((id) => !(id in catalogues[locale])).sort();
      expect(missing, `missing in ${locale}`).toEqual([]);
    }
  });

  it('carries the specification’s texts', () => {
    expect(en['errors.loginFailed']).toBe('Login failed, please try again');
    expect(en['errors.changePasswordFailed']).toBe("Couldn't change password, please try again");
    expect(en['validation.required']).toBe('Value is required');
    expect(en['validation.numeric']).toBe('Value must be numeric');
    expect(en['validation.sameAs']).toBe('The value must be equal to the other value');
    expect(en['errors.badRequest']).toBe('Bad Request');
    expect(sv['errors.badRequest']).toBe('Felaktig inmatning');
    expect(en['errors.missingHeaderImage']).toBe('Missing header image');
    expect(en['errors.internal']).toBe('Internal Error');
    expect(sv['errors.internal']).toBe('Internt fel');
    expect(en['errors.unknown']).toBe('An unknown error occurred');
    expect(sv['errors.unknown']).toBe('Ett oväntat fel inträffade');
    expect(en['errors.saveFailed']).toBe("The changes couldn't be saved");
    expect(en['errors.saved']).toBe('Saved Successfully');
    expect(en['errors.loadFailed']).toBe('Failed to load resource, try hard-refresh by CTRL+F5');
    expect(en['errors.forbidden']).toBe('You are not authorized to perform this action');
    expect(sv['todos.nothingLeft']).toBe('Inget kvar att göra');
    expect(en['todos.nothingLeft']).toBe('Nothing left to do');
  });
});

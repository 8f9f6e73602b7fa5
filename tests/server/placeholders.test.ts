/**
 * Every template kind the declarations name (a field with `placeholders`: the e-mail templates' subject and body,
 * the print templates, the quick replies' subject and body, and any added later) against the real app and
 * database: saving a text that holds `{{constructor.name}}`, `{{customer.constructor}}`, `{{customer.__proto__}}` or
 * `{{nope}}` is 40001 on that field naming the placeholder, and the record stays as it was, while a declared name
 * saves; the one renderer (src/domain/placeholders.ts) fills only a kind's declared names, from own keys only, and
 * names what it left.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { declaredPlaceholders, renderPlaceholders, type PlaceholderNames } from '../../src/domain/placeholders';
import { RESOURCES } from '../../src/domain/resources';
import type { FieldDef, ResourceDef, ResourceRecord } from '../../src/domain/resources/types';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
}, 60_000);
afterAll(() => t?.close());

/** Each field that holds a template, with its resource: found from the declarations. */
const TEMPLATES: { def: ResourceDef; field: FieldDef & { placeholders: PlaceholderNames } }[] = RESOURCES.flatMap((def) =>
  def.fields.flatMap((field) => (field.placeholders ? [{ def, field: { ...field, placeholders: field.placeholders } }] : [])),
);

/** What a template must never be able to reach: the prototype chain, and a name no kind declares. */
const HOSTILE = ['constructor.name', 'customer.constructor', 'customer.__proto__', 'toString', 'nope'];

const pathOf = (def: ResourceDef) => `/api/${def.area}/${def.path}`;

/** The field's value holding `text`: in Swedish beside the other languages for translations, else the text. */
function valueWith(field: FieldDef, record: ResourceRecord, text: string): unknown {
  return field.kind === 'translations' ? { ...(record[field.key] as Record<string, string>), sv: text } : text;
}

it('the declarations name template kinds, each with its names', () => {
  expect(TEMPLATES.length).toBeGreaterThan(0);
  for (const { def, field } of TEMPLATES) {
    expect(['text', 'longText', 'richText', 'translations'], `${def.name}.${field.key}`).toContain(field.kind);
    const lists = 'by' in field.placeholders ? Object.values(field.placeholders.names) : [field.placeholders];
    for (const names of lists) expect(names.length, `${def.name}.${field.key}`).toBeGreaterThan(0);
  }
});

describe.each(TEMPLATES)('$def.name $field.key', ({ def, field }) => {
  async function firstRecord(): Promise<ResourceRecord> {
    const list = await t.call('GET', `${pathOf(def)}?limit=1`, { token: admin });
    expect(list.status).toBe(200);
    const [record] = list.body.data as ResourceRecord[];
    expect(record, `a demo ${def.name} record`).toBeTruthy();
    return (await t.call('GET', `${pathOf(def)}/${record.ID}`, { token: admin })).body as ResourceRecord;
  }

  it.each(HOSTILE)('refuses {{%s}} with 40001 naming it on the field, and keeps the record', async (name) => {
    const record = await firstRecord();
    const answer = await t.call('PUT', `${pathOf(def)}/${record.ID}`, {
      token: admin,
      body: { Version: record.Version, [field.key]: valueWith(field, record, `Hej {{${name}}}!`) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.code).toBe(ErrorCode.BadRequest);
    expect(answer.body.fields[field.key]).toMatchObject({ id: 'validation.unknownPlaceholder', values: { names: name } });
    expect(answer.body.fields[field.key].message).toContain(name);
    const after = (await t.call('GET', `${pathOf(def)}/${record.ID}`, { token: admin })).body as ResourceRecord;
    expect(after.Version).toBe(record.Version);
    expect(after[field.key]).toEqual(record[field.key]);
  });

  it('saves a name it declares', async () => {
    const record = await firstRecord();
    const declared = declaredPlaceholders(field.placeholders, record);
    expect(declared?.length, `${def.name} ${record.ID} has names`).toBeGreaterThan(0);
    const answer = await t.call('PUT', `${pathOf(def)}/${record.ID}`, {
      token: admin,
      body: { Version: record.Version, [field.key]: valueWith(field, record, `Hej {{ ${declared![0]} }}!`) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('renders only its declared names, from own keys: never the prototype chain', () => {
    const lists = 'by' in field.placeholders ? Object.values(field.placeholders.names) : [field.placeholders];
    for (const declared of lists) {
      const template = [...declared, ...HOSTILE].map((name) => `{{${name}}}`).join(' ');
      // Every declared name and every hostile one answered only through a prototype, none by an own key.
      const inherited = Object.create(null) as Record<string, unknown>;
      for (const name of [...declared, ...HOSTILE]) {
        const [object, key] = name.split('.');
        if (!key) {
          inherited[object] = 'LEAK';
          continue;
        }
        const group = Object.hasOwn(inherited, object) ? inherited[object] : (inherited[object] = {});
        (group as Record<string, unknown>)[key] = 'LEAK';
      }
      const values = Object.create(inherited) as Record<string, unknown>;
      // And a group of its own whose values are inherited.
      values.customer = Object.create({ name: 'LEAK', firstName: 'LEAK', email: 'LEAK' });
      const none = renderPlaceholders(template, declared, values);
      expect(none.text).toBe(template);
      expect(none.text).not.toMatch(/LEAK|Object|function|native code/);
      expect(none.unfilled).toEqual([...declared, ...HOSTILE].map((name) => `{{${name}}}`));

      // Own values fill every declared name and nothing else.
      const own: Record<string, Record<string, string>> = {};
      declared.forEach((name, i) => {
        const [object, key] = name.split('.');
        (own[object] ??= {})[key] = `v${i}`;
      });
      const filled = renderPlaceholders(template, declared, own);
      expect(filled.text).toBe([...declared.map((_, i) => `v${i}`), ...HOSTILE.map((name) => `{{${name}}}`)].join(' '));
      expect(filled.unfilled).toEqual(HOSTILE.map((name) => `{{${name}}}`));
    }
  });
});

it("reads a kind's names by another field from own keys only: a value named `constructor` names none", () => {
  const byField = TEMPLATES.flatMap(({ field }) => ('by' in field.placeholders ? [field.placeholders] : []));
  expect(byField.length).toBeGreaterThan(0);
  for (const declared of byField)
    for (const value of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(declaredPlaceholders(declared, { [declared.by]: value })).toBeNull();
});

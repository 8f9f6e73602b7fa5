/** The rules and the canonical form every resource's form and API share (src/domain/resources/rules.ts). */
import { describe, expect, it } from 'vitest';
import { snakeCase } from '../../server/db/schema/resource-table';
import { canOpen } from '../../src/domain/access';
import { screenByName } from '../../src/domain/screens';
import { Role } from '../../src/domain/roles';
import { RESOURCES } from '../../src/domain/resources';
import { boolean, enumeration, integer, money, password, reference, slug, text, translations } from '../../src/domain/resources/fields';
import { fieldRules, normalizeInput, normalizeValue, resourceRules } from '../../src/domain/resources/rules';
import type { FieldDef, ResourceDef } from '../../src/domain/resources/types';

const firstIssue = (field: FieldDef, value: unknown, mode: 'create' | 'update' = 'create') => {
  for (const rule of fieldRules(field, mode)) {
    const found = rule(value, { [field.key]: value });
    if (found) return found.id;
  }
  return null;
};

describe('field rules', () => {
  it('refuses blank required text, whitespace included, and text over its length', () => {
    const name = text('Name', { required: true, maxLength: 5 });
    expect(firstIssue(name, '   ')).toBe('validation.required');
    expect(firstIssue(name, 'abcdef')).toBe('validation.maxLength');
    expect(firstIssue(name, 'abc')).toBeNull();
  });

  it('checks whole numbers, money decimals and enum codes', () => {
    expect(firstIssue(integer('Copies', { min: 1, max: 10 }), '2.5')).toBe('validation.integer');
    expect(firstIssue(integer('Copies', { min: 1, max: 10 }), 11)).toBe('validation.maxValue');
    expect(firstIssue(money('Price'), '12.345')).toBe('validation.scale');
    expect(firstIssue(money('Price'), '12,50')).toBeNull();
    const status = enumeration('Status', [{ value: 1, label: 'a' }, { value: 2, label: 'b' }]);
    expect(firstIssue(status, 3)).toBe('validation.oneOf');
    expect(firstIssue(status, '2')).toBeNull();
  });

  it('holds slugs to the slug rules and references to positive ids', () => {
    expect(firstIssue(slug('Slug', 'Name'), 'Skal--iPhone')).toBe('validation.slug');
    expect(firstIssue(slug('Slug', 'Name'), 'skal-iphone-15')).toBeNull();
    expect(firstIssue(reference('BrandID', 'brands'), 0)).toBe('validation.type');
    expect(firstIssue(reference('BrandID', 'brands', { multiple: true }), [1, 'x'])).toBe('validation.type');
  });

  it('needs the Swedish text of required translations and refuses unknown locales', () => {
    const title = translations('Title', 'text', { required: true });
    expect(firstIssue(title, { en: 'Only English' })).toBe('validation.required');
    expect(firstIssue(title, { sv: 'Titel', de: 'Titel' })).toBe('validation.type');
    expect(firstIssue(title, { sv: 'Titel' })).toBeNull();
  });

  it('requires a password on create only, and holds it to the password policy', () => {
    const secret = password('Password', { required: true });
    expect(firstIssue(secret, '', 'create')).toBe('validation.required');
    expect(firstIssue(secret, '', 'update')).toBeNull();
    expect(firstIssue(secret, 'short', 'update')).toBe('validation.passwordPolicy');
  });
});

describe('normalized input', () => {
  const def = {
    name: 'sample', fields: [
      text('Name'), money('Price'), integer('Copies'), boolean('Active', { default: true }), password('Password'),
      reference('TagIDs', 'tags', { multiple: true }), text('Internal', { readOnly: true }),
    ],
  } as unknown as ResourceDef;

  it('answers numbers as the API carries them: money as fixed-decimal text, ids and counts as numbers', () => {
    expect(normalizeInput(def, { Name: ' Skal ', Price: '99,5', Copies: '3', TagIDs: ['4', 5] }, 'create')).toEqual({
      Name: 'Skal', Price: '99.50', Copies: 3, Active: true, TagIDs: [4, 5],
    });
  });

  it('keeps what an update leaves out, drops an empty password and never writes read-only fields', () => {
    expect(normalizeInput(def, { Name: 'Nytt', Password: '', Internal: 'x' }, 'update')).toEqual({ Name: 'Nytt' });
  });

  it('turns blank values into null, and blank translations into no text in any language', () => {
    expect(normalizeValue(money('Price'), '  ')).toBeNull();
    expect(normalizeValue(translations('Title'), null)).toEqual({});
  });

  it('starts read-only fields from their declared default on create only', () => {
    const withStatus = { ...def, fields: [...def.fields, enumeration('Status', [{ value: 1, label: 'a' }], { readOnly: true, default: 1 })] } as ResourceDef;
    expect(normalizeInput(withStatus, { Status: 9 }, 'create')).toMatchObject({ Status: 1 });
    expect(normalizeInput(withStatus, { Status: 9 }, 'update')).not.toHaveProperty('Status');
  });
});

describe('declared resources', () => {
  it('have unique names, table names and screen prefixes, and fields with unique keys', () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique(RESOURCES.map((r) => r.name));
    unique(RESOURCES.map((r) => r.table));
    unique(RESOURCES.map((r) => r.screen));
    for (const r of RESOURCES) unique(r.fields.map((f) => f.key));
  });

  it('name a title field, a default sort and filters that exist among their fields', () => {
    for (const r of RESOURCES) {
      const keys = new Set([...r.fields.map((f) => f.key), 'ID', 'CreatedAt', 'UpdatedAt']);
      expect(keys.has(r.titleField), `${r.name} title field`).toBe(true);
      expect(keys.has(r.defaultSort.field), `${r.name} default sort`).toBe(true);
      expect(Object.keys(resourceRules(r, 'create')).every((k) => keys.has(k))).toBe(true);
    }
  });

  it('accept the values they declare as defaults', () => {
    for (const r of RESOURCES) {
      for (const field of r.fields.filter((f) => f.default !== undefined)) {
        expect(firstIssue(field, field.default, 'update'), `${r.name}.${field.key}`).toBeNull();
      }
    }
  });
});

describe('column names', () => {
  it('are the snake_case of the field keys, acronyms included', () => {
    expect(['StoreID', 'CanBeMain', 'MethodSKU', 'TagIDs', 'RequiresGLN', 'TargetURL'].map(snakeCase)).toEqual([
      'store_id', 'can_be_main', 'method_sku', 'tag_ids', 'requires_gln', 'target_url',
    ]);
  });
});

describe('screens of the declared resources', () => {
  it('exist for every resource, and a "new" screen needs exactly the permission that creates', () => {
    for (const r of RESOURCES) {
      if (r.singleton) {
        expect(screenByName.has(r.screen), r.screen).toBe(true);
        continue;
      }
      // A child collection lives in its parent's detail: no screen of its own, a parent that has screens.
      if (r.parent) {
        expect(screenByName.has(`${r.screen}Index`), `${r.screen}Index`).toBe(false);
        const parent = RESOURCES.find((p) => p.name === r.parent!.resource);
        expect(screenByName.has(`${parent?.screen}Detail`), `${r.name}: parent ${r.parent.resource}`).toBe(true);
        const link = r.fields.find((f) => f.key === r.parent!.field);
        expect(link, `${r.name}: link ${r.parent.field}`).toMatchObject({ kind: 'reference', resource: r.parent.resource, required: true });
        expect(r.permissions).toEqual(parent!.permissions);
        continue;
      }
      const list = screenByName.get(`${r.screen}Index`);
      expect(list?.path, `${r.screen}Index`).toBe(`/${r.area}/${r.path}`);
      const create = screenByName.get(`${r.screen}New`);
      if (!r.actions.create) {
        expect(create, `${r.screen}New`).toBeUndefined();
        continue;
      }
      expect(create?.createPermission, `${r.screen}New`).toEqual(r.permissions.update);
    }
  });

  it('keep a role that may only read a resource away from its "new" screen', () => {
    const faqNew = screenByName.get('SettingFaqNew')!;
    expect(canOpen({ role: Role.Administrator }, screenByName.get('SettingFaqIndex')!)).toBe(true);
    expect(canOpen({ role: Role.Administrator }, faqNew)).toBe(false);
    expect(canOpen({ role: Role.SuperAdministrator }, faqNew)).toBe(true);
  });
});

/** The rules and the canonical form every resource's form and API share (src/domain/resources/rules.ts). */
import { describe, expect, it } from 'vitest';
import { snakeCase } from '../../server/db/schema/resource-table';
import { canOpen } from '../../src/domain/access';
import { screenByName } from '../../src/domain/screens';
import { resourceScreens } from '../../src/domain/resources/screens';
import { Role } from '../../src/domain/roles';
import { RESOURCES } from '../../src/domain/resources';
import { boolean, enumeration, integer, money, password, reference, slug, text, translations } from '../../src/domain/resources/fields';
import { computed, computedFieldProblems, isComputed } from '../../src/domain/resources/computed';
import { fieldApplies, fieldRules, normalizeInput, normalizeValue, resourceRules, writableFields } from '../../src/domain/resources/rules';
import type { FieldDef, ResourceDef } from '../../src/domain/resources/types';
import { redirects } from '../../src/domain/resources/shop/redirects';
import { bodyOf, formFields, ruleValues } from '../../src/views/resource/form/form-values';

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
    const status = enumeration('Status', [
      { value: 1, label: 'a' },
      { value: 2, label: 'b' },
    ]);
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

  it('asks for a field that applies only to some records where it applies, and keeps it empty elsewhere', () => {
    const target = reference('TargetPageID', 'pages', { required: true, appliesWhen: { RedirectType: ['pages'] } });
    const issueOf = (form: Record<string, unknown>) =>
      fieldRules(target)
        .map((rule) => rule(form.TargetPageID, form))
        .find(Boolean)?.id ?? null;
    expect(fieldApplies(target, { RedirectType: 'pages' })).toBe(true);
    expect(fieldApplies(target, { RedirectType: 'products' })).toBe(false);
    expect(fieldApplies(text('Name'), {})).toBe(true);
    expect(issueOf({ RedirectType: 'pages', TargetPageID: null })).toBe('validation.required');
    expect(issueOf({ RedirectType: 'pages', TargetPageID: 4 })).toBeNull();
    expect(issueOf({ RedirectType: 'products', TargetPageID: null })).toBeNull();
    expect(issueOf({ RedirectType: 'products', TargetPageID: 4 })).toBe('validation.notApplicable');
  });

  it('shows, checks and sends only the target of the redirect’s type; a pick of another type is kept in the form', () => {
    const values = {
      FromPath: '/skal',
      RedirectType: 'pages',
      TargetCategoryID: 7,
      TargetPageID: 3,
      TargetProductID: null,
      StatusCode: 301,
      StoreID: 1,
    };
    expect(formFields(redirects, values).map((f) => f.key)).toEqual(['FromPath', 'RedirectType', 'TargetPageID', 'StatusCode', 'StoreID']);
    expect(formFields(redirects).map((f) => f.key)).toContain('TargetCategoryID');
    expect(ruleValues(redirects, values)).toMatchObject({ TargetCategoryID: null, TargetPageID: 3 });
    expect(bodyOf(redirects, values, 'update')).toMatchObject({ TargetCategoryID: null, TargetPageID: 3, TargetProductID: null });
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
    name: 'sample',
    fields: [
      text('Name'),
      money('Price'),
      integer('Copies'),
      boolean('Active', { default: true }),
      password('Password'),
      reference('TagIDs', 'tags', { multiple: true }),
      text('Internal', { readOnly: true }),
    ],
  } as unknown as ResourceDef;

  it('answers numbers as the API carries them: money as fixed-decimal text, ids and counts as numbers', () => {
    expect(normalizeInput(def, { Name: ' Skal ', Price: '99,5', Copies: '3', TagIDs: ['4', 5] }, 'create')).toEqual({
      Name: 'Skal',
      Price: '99.50',
      Copies: 3,
      Active: true,
      TagIDs: [4, 5],
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
    const withStatus = {
      ...def,
      fields: [...def.fields, enumeration('Status', [{ value: 1, label: 'a' }], { readOnly: true, default: 1 })],
    } as ResourceDef;
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

  it('compute only what a computed field may be, never write it, and show a single file field beside the title', () => {
    for (const r of RESOURCES) {
      expect(computedFieldProblems(r), r.name).toEqual([]);
      for (const field of r.fields.filter(isComputed)) {
        expect(
          writableFields(r).map((f) => f.key),
          `${r.name}.${field.key}`,
        ).not.toContain(field.key);
        expect(Object.keys(normalizeInput(r, { [field.key]: 1 }, 'create')), `${r.name}.${field.key}`).not.toContain(field.key);
      }
      if (r.imageField)
        expect(
          r.fields.find((f) => f.key === r.imageField),
          `${r.name} imageField`,
        ).toMatchObject({ kind: 'file' });
      if (r.imageField) expect(r.fields.find((f) => f.key === r.imageField)?.multiple, `${r.name} imageField`).toBeFalsy();
    }
    const faq = RESOURCES.find((r) => r.name === 'faq')!;
    const wrong: ResourceDef = {
      ...faq,
      fields: [...faq.fields, { ...computed(integer('Views', { sortable: true })) }, { ...integer('Clicks'), computed: true }],
    };
    expect(computedFieldProblems(wrong)).toEqual([
      'faq.Views is computed and cannot be sortable',
      'faq.Clicks is computed and must be read-only',
    ]);
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
      'store_id',
      'can_be_main',
      'method_sku',
      'tag_ids',
      'requires_gln',
      'target_url',
    ]);
  });
});

describe('screens of the declared resources', () => {
  const faq = RESOURCES.find((r) => r.name === 'faq')!;

  it('are derived from the declaration: list, "new" with the update permission, detail; no "new" when it does not create', () => {
    expect(resourceScreens(faq).map((s) => [s.name, s.path, s.kind, s.permission, s.createPermission])).toEqual([
      ['SettingFaqIndex', 'faq', 'list', faq.permissions.view, undefined],
      ['SettingFaqNew', 'faq/new', 'new', faq.permissions.view, faq.permissions.update],
      ['SettingFaqDetail', 'faq/:id', 'detail', faq.permissions.view, undefined],
    ]);
    const readOnly: ResourceDef = { ...faq, actions: { ...faq.actions, create: false } };
    expect(resourceScreens(readOnly).map((s) => s.name)).toEqual(['SettingFaqIndex', 'SettingFaqDetail']);
    const tool = { name: 'SettingFaqImport', path: 'faq/import', kind: 'tool' as const };
    expect(resourceScreens(faq, { tools: [tool] }).map((s) => s.name)).toEqual([
      'SettingFaqIndex',
      'SettingFaqNew',
      'SettingFaqImport',
      'SettingFaqDetail',
    ]);
  });

  it('are one screen for a singleton and none for a child collection', () => {
    expect(resourceScreens({ ...faq, singleton: true })).toEqual([
      { name: 'SettingFaq', path: 'faq', kind: 'tool', menu: true, permission: faq.permissions.view },
    ]);
    expect(resourceScreens({ ...faq, parent: { resource: 'products', field: 'ProductID' } })).toEqual([]);
  });

  it('are in the table for every declared resource, below its area, exactly as derived', () => {
    for (const r of RESOURCES) {
      const derived = resourceScreens(r);
      const names = new Set(derived.map((s) => s.name));
      for (const screen of derived) {
        const listed = screenByName.get(screen.name);
        expect(listed, screen.name).toBeDefined();
        expect(
          {
            path: listed!.path,
            kind: listed!.kind,
            permission: listed!.permission,
            createPermission: listed!.createPermission,
            area: listed!.area,
          },
          screen.name,
        ).toEqual({
          path: `/${r.area}/${screen.path}`,
          kind: screen.kind,
          permission: screen.permission,
          createPermission: screen.createPermission,
          area: r.area,
        });
      }
      // No screen of the resource beyond the derived ones (a "new" screen of a resource that does not create).
      for (const suffix of ['Index', 'New', 'Detail']) {
        if (!names.has(`${r.screen}${suffix}`)) expect(screenByName.has(`${r.screen}${suffix}`), `${r.screen}${suffix}`).toBe(false);
      }
      // A child collection lives in its parent's detail: a parent that has screens.
      if (r.parent) {
        const parent = RESOURCES.find((p) => p.name === r.parent!.resource);
        expect(screenByName.has(`${parent?.screen}Detail`), `${r.name}: parent ${r.parent.resource}`).toBe(true);
        const link = r.fields.find((f) => f.key === r.parent!.field);
        expect(link, `${r.name}: link ${r.parent.field}`).toMatchObject({ kind: 'reference', resource: r.parent.resource, required: true });
        expect(r.permissions).toEqual(parent!.permissions);
      }
    }
  });

  it('keep a role that may only read a resource away from its "new" screen', () => {
    const faqNew = screenByName.get('SettingFaqNew')!;
    expect(canOpen({ role: Role.Administrator }, screenByName.get('SettingFaqIndex')!)).toBe(true);
    expect(canOpen({ role: Role.Administrator }, faqNew)).toBe(false);
    expect(canOpen({ role: Role.SuperAdministrator }, faqNew)).toBe(true);
  });
});

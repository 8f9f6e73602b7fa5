/**
 * The customer record (issue 9 §5): persons and organisations created and edited with `update customer`, the
 * displayed name kept by the server, personal id and organisation numbers checked (date, Luhn) and stored in
 * SPEC.md's formats, found by their digits however typed through their indexes, the e-mail unique per store,
 * consents with the time they were given.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/recordset';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { signedInApp, type TestApp } from './helpers';

interface Page {
  data: ResourceRecord[];
  nextCursor: string | null;
}

const PATH = '/api/shop/customers';

describe('customer records', () => {
  let t: TestApp;
  let support: string;
  let store: number;

  const person = (more: Record<string, unknown> = {}) => ({
    Type: 1,
    FirstName: 'Karin',
    LastName: 'Berg',
    Email: 'karin.berg@example.com',
    Phone: '070-555 12 34',
    City: 'Gävle',
    StoreID: store,
    ...more,
  });
  const search = async (q: string) => (await t.call<Page>('GET', `${PATH}?q=${encodeURIComponent(q)}`, { token: support })).body.data;

  beforeAll(async () => {
    ({ t, support } = await signedInApp(['support']));
    const anna = await search('0701234567');
    store = anna[0].StoreID as number;
  });
  afterAll(() => t.close());

  it('creates a person: the name from first and last name, the personal id in its format, defaults for the rest', async () => {
    const created = await t.call('POST', PATH, {
      token: support,
      body: person({ Email: 'Karin.Berg@Example.com', PersonalId: '900101 0017' }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      Type: 1,
      Name: 'Karin Berg',
      Email: 'karin.berg@example.com',
      PersonalId: '19900101-0017',
      OrganisationNumber: null,
      CompanyName: null,
      Locale: 'sv',
      MembershipLevel: 1,
      NewsletterConsent: false,
      NewsletterConsentAt: null,
      MergedIntoID: null,
    });
    for (const typed of ['19900101-0017', '9001010017', '900101-0017', '199001010017']) {
      expect(
        (await search(typed)).map((c) => c.Name),
        typed,
      ).toEqual(['Karin Berg']);
    }
  });

  it('creates an organisation: the company name is its name, the organisation number in its format, found by its digits', async () => {
    const created = await t.call('POST', PATH, {
      token: support,
      body: {
        Type: 2,
        CompanyName: 'Berg & Son Reparationer AB',
        OrganisationNumber: '5560360793',
        Email: 'info@bergson.example.com',
        Phone: '026-10 20 30',
        City: 'Gävle',
        StoreID: store,
        MembershipLevel: 4,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      Type: 2,
      Name: 'Berg & Son Reparationer AB',
      OrganisationNumber: '556036-0793',
      FirstName: null,
      PersonalId: null,
      MembershipLevel: 4,
    });
    for (const typed of ['556036-0793', '5560360793', '556036 0793'])
      expect(
        (await search(typed)).map((c) => c.Name),
        typed,
      ).toEqual(['Berg & Son Reparationer AB']);
    expect((await search('Berg & Son')).map((c) => c.Name)).toEqual(['Berg & Son Reparationer AB']);
  });

  it('finds the demo customers by personal id and organisation number', async () => {
    expect((await search('850312-2387')).map((c) => c.Name)).toEqual(['Anna Lindqvist']);
    expect((await search('556677-8899')).map((c) => c.Name)).toEqual(['Lindqvist Mobilservice AB']);
  });

  it.each([
    ['PersonalId', { PersonalId: '19900101-0018' }, 'resources.customers.invalid.personalId'],
    ['PersonalId', { PersonalId: '19900230-0017' }, 'resources.customers.invalid.personalId'],
    ['PersonalId', { PersonalId: '1990010100' }, 'resources.customers.invalid.personalId'],
    ['PersonalId', { PersonalId: 'abc' }, 'resources.customers.invalid.personalId'],
    ['OrganisationNumber', { OrganisationNumber: '556036-0793' }, 'resources.customers.invalid.organisationNumberOfPerson'],
    ['FirstName', { FirstName: '' }, 'validation.required'],
    ['CompanyName', { CompanyName: 'Firma AB' }, 'resources.customers.invalid.companyNameOfPerson'],
    ['LastName', { LastName: null }, 'validation.required'],
    ['Email', { Email: 'not-an-address' }, 'validation.email'],
    ['MembershipLevel', { MembershipLevel: 5 }, 'validation.oneOf'],
    ['Type', { Type: 3 }, 'validation.oneOf'],
  ])('refuses a person with a bad %s (%j) with 40001', async (field, more, id) => {
    const answer = await t.call('POST', PATH, { token: support, body: person({ Email: `bad.${Math.random()}@example.com`, ...more }) });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(40001);
    expect(answer.body.fields[field].id).toBe(id);
  });

  it.each([
    ['CompanyName', { CompanyName: '' }, 'validation.required'],
    ['OrganisationNumber', { OrganisationNumber: '556036-0794' }, 'resources.customers.invalid.organisationNumber'],
    ['PersonalId', { PersonalId: '19900101-0017' }, 'resources.customers.invalid.personalIdOfOrganisation'],
    ['FirstName', { FirstName: 'Karin' }, 'resources.customers.invalid.nameOfOrganisation'],
  ])('refuses an organisation with a bad %s with 40001', async (field, more, id) => {
    const body = {
      Type: 2,
      CompanyName: 'Firma AB',
      Email: `firma.${Math.random()}@example.com`,
      Phone: '08-123 456',
      City: 'Solna',
      StoreID: store,
      ...more,
    };
    const answer = await t.call('POST', PATH, { token: support, body });
    expect(answer.status).toBe(400);
    expect(answer.body.fields[field].id).toBe(id);
  });

  it('keeps one e-mail per store, whatever its case (40901 naming Email), and allows it in another store', async () => {
    const taken = await t.call('POST', PATH, { token: support, body: person({ Email: 'ANNA.LINDQVIST@example.com' }) });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(40901);
    expect(Object.keys(taken.body.fields)).toEqual(['Email']);
    const [{ id: other }] = rowsOf<{ id: number }>(await t.db.execute(sql`select id from stores where id <> ${store} order by id limit 1`));
    const elsewhere = await t.call('POST', PATH, { token: support, body: person({ Email: 'anna.lindqvist@example.com', StoreID: other }) });
    expect(elsewhere.status).toBe(201);
  });

  it('edits a customer: the name follows the names, a consent records when it was given and forgets it when withdrawn', async () => {
    const created = (await t.call('POST', PATH, { token: support, body: person({ Email: 'edit.me@example.com' }) })).body;
    const given = await t.call('PUT', `${PATH}/${created.ID}`, {
      token: support,
      body: { ...created, LastName: 'Berg-Ek', NewsletterConsent: true },
    });
    expect(given.status).toBe(200);
    expect(given.body.Name).toBe('Karin Berg-Ek');
    expect(given.body.NewsletterConsentAt).toBe(t.clock.now().toISOString());
    t.clock.advance(60_000);
    const kept = await t.call('PUT', `${PATH}/${created.ID}`, { token: support, body: { ...given.body, Note: 'Ringer ofta' } });
    expect(kept.body.NewsletterConsentAt).toBe(given.body.NewsletterConsentAt);
    const withdrawn = await t.call('PUT', `${PATH}/${created.ID}`, { token: support, body: { ...kept.body, NewsletterConsent: false } });
    expect(withdrawn.body.NewsletterConsentAt).toBeNull();
    const stale = await t.call('PUT', `${PATH}/${created.ID}`, { token: support, body: { ...kept.body, Note: 'old' } });
    expect(stale.status).toBe(409);
    expect(stale.body.current.Version).toBe(withdrawn.body.Version);
    const becomesCompany = await t.call('PUT', `${PATH}/${created.ID}`, {
      token: support,
      body: { ...withdrawn.body, Type: 2, CompanyName: 'Karins Verkstad', FirstName: null, LastName: null },
    });
    expect(becomesCompany.body).toMatchObject({ Name: 'Karins Verkstad', FirstName: null, LastName: null });
  });

  it('refuses a writer without update customer with 40301', async () => {
    const catalog = await t.signIn('catalog');
    const answer = await t.call('POST', PATH, { token: catalog, body: person({ Email: 'nope@example.com' }) });
    expect(answer.status).toBe(403);
  });

  it.each([
    ['personal_id_normalized', '198503122387', 'customers_personal_id_normalized_idx'],
    ['organisation_number_normalized', '5566778899', 'customers_organisation_number_normalized_idx'],
    ['phone_normalized', '46701234567', 'customers_phone_normalized_idx'],
  ])('answers a search by %s from its index', async (column, value, indexName) => {
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await t.db.execute(sql`explain select id from customers where ${sql.identifier(column)} = ${value}`),
    );
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(indexName);
  });
});

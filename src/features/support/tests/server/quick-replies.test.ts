/**
 * Quick replies and their placeholders (issue 21 §1) against the real app and database: a company (no first name)
 * gets "{{customer.firstName}}" back as written and named in `Unfilled`, a reply that still holds it is refused
 * with 40001 naming it (nothing goes to the outbox, the ticket is unchanged) while a note may hold it; a
 * placeholder never reads the JavaScript prototype chain; typing a name's first letters puts that template first.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerType } from '../../../../domain/resources/shop/customers';
import { TicketState } from '../../domain/codes';
import { columnsOf, customers, outbox, quickReplyTemplates } from '../../../../../server/db/schema';
import { tickets } from '../../server/schema';
import { signedInApp, type TestApp } from '../../../../../tests/server/helpers';

let t: TestApp;
let support: string;
let company: { id: number; locale: string; name: string };

const C = columnsOf(customers);
const T = columnsOf(tickets);
const O = columnsOf(outbox);

beforeAll(async () => {
  ({ t, support } = await signedInApp(['support']));
  const [row] = await t.db
    .select({ id: C.ID, locale: C.Locale, name: C.Name, email: C.Email })
    .from(customers)
    .where(and(eq(C.Type, CustomerType.Organisation)))
    .orderBy(C.ID)
    .limit(1);
  expect(row, 'a demo company').toBeTruthy();
  expect(row.email, 'the company has an e-mail address').toBeTruthy();
  company = { id: Number(row.id), locale: String(row.locale), name: String(row.name) };
});

afterAll(async () => {
  await t.close();
});

let sequence = 0;

/** A ticket the company's contact opened by phone, and a template in the company's language. */
async function ticketWithTemplate(body: string, name?: string): Promise<{ id: number; version: number }> {
  sequence += 1;
  await t.db.insert(quickReplyTemplates).values({
    Name: name ?? `Mall ${sequence}`,
    Shortcut: `mall-${sequence}`,
    Locale: company.locale,
    Subject: null,
    Body: body,
    Tags: [],
  });
  const opened = await t.call('POST', '/api/support/tickets/open', {
    token: support,
    body: { CustomerID: company.id, Subject: `Fråga ${sequence}`, Body: 'Var är vår order?' },
  });
  expect(opened.status).toBe(201);
  return { id: opened.body.ID, version: opened.body.Version };
}

async function quickReplies(ticketId: number, q = '') {
  const answer = await t.call('GET', `/api/support/tickets/${ticketId}/quick-replies${q ? `?q=${encodeURIComponent(q)}` : ''}`, {
    token: support,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as { Name: string; Text: string; Unfilled: string[] }[];
}

describe('placeholders', () => {
  it('leave what a company has no value for as written and name it; a reply that still holds it is refused, a note is not', async () => {
    const ticket = await ticketWithTemplate('Hej {{customer.firstName}}! Vi har fått ert ärende, {{customer.name}}.', 'Tack (företag)');
    const [reply] = (await quickReplies(ticket.id, 'Tack (företag)')).filter((r) => r.Name === 'Tack (företag)');
    expect(reply.Text).toBe(`Hej {{customer.firstName}}! Vi har fått ert ärende, ${company.name}.`);
    expect(reply.Unfilled).toEqual(['{{customer.firstName}}']);

    const outboxBefore = await t.db.select({ id: O.ID }).from(outbox);
    const refused = await t.call('POST', `/api/support/tickets/${ticket.id}/reply`, {
      token: support,
      body: { body: reply.Text, Version: ticket.version },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(40001);
    expect(refused.body.fields.body).toMatchObject({
      id: 'support.editor.placeholderLeft',
      values: { placeholders: '{{customer.firstName}}' },
    });
    expect(refused.body.fields.body.message).toContain('{{customer.firstName}}');
    expect(await t.db.select({ id: O.ID }).from(outbox)).toHaveLength(outboxBefore.length);
    const [unchanged] = await t.db.select({ state: T.State, version: T.Version }).from(tickets).where(eq(T.ID, ticket.id));
    expect(unchanged).toEqual({ state: TicketState.Opened, version: ticket.version });

    // Filled in by hand, it goes.
    const sent = await t.call('POST', `/api/support/tickets/${ticket.id}/reply`, {
      token: support,
      body: { body: reply.Text.replace('{{customer.firstName}}', 'Anna'), Version: ticket.version },
    });
    expect(sent.status).toBe(201);
    // A note is for staff only: it may name a placeholder.
    const note = await t.call('POST', `/api/support/tickets/${ticket.id}/note`, {
      token: support,
      body: { body: 'Mallen saknar {{customer.firstName}} för företag', Version: sent.body.ticket.Version },
    });
    expect(note.status).toBe(201);
  });

  it('never read the prototype chain: only the declared values, each an own key', async () => {
    const ticket = await ticketWithTemplate(
      'A {{constructor.name}} B {{customer.constructor}} C {{customer.__proto__}} D {{toString.name}} E {{customer.hasOwnProperty}} F {{ticket.number}}',
    );
    const [reply] = await quickReplies(ticket.id, `mall-${sequence}`);
    const [row] = await t.db.select({ number: T.Number }).from(tickets).where(eq(T.ID, ticket.id));
    expect(reply.Text).toBe(
      `A {{constructor.name}} B {{customer.constructor}} C {{customer.__proto__}} D {{toString.name}} E {{customer.hasOwnProperty}} F ${String(row.number)}`,
    );
    expect(reply.Text).not.toMatch(/Object|function|native code/);
    expect(reply.Unfilled).toEqual([
      '{{constructor.name}}',
      '{{customer.constructor}}',
      '{{customer.__proto__}}',
      '{{toString.name}}',
      '{{customer.hasOwnProperty}}',
    ]);
  });
});

describe('ranking', () => {
  it('puts the exact name first, then names that start with the text, then a word of the name, then any other match', async () => {
    const ticket = await ticketWithTemplate('Vi svarar inom en dag.', 'Avvaktar svar från leverantör');
    for (const [Name, Body] of [
      ['Svar om garanti', 'Garantin gäller i två år.'],
      ['Var är min order? (test)', 'Din order är på väg.'],
      ['Leverans: var finns paketet', 'Paketet finns hos ombudet.'],
      ['Var', 'Bara ordet.'],
    ]) {
      await t.db.insert(quickReplyTemplates).values({ Name, Shortcut: null, Locale: company.locale, Subject: null, Body, Tags: [] });
    }
    const names = (await quickReplies(ticket.id, 'var')).map((r) => r.Name);
    const ours = names.filter((name) =>
      ['Var', 'Var är min order? (test)', 'Leverans: var finns paketet', 'Avvaktar svar från leverantör', 'Svar om garanti'].includes(name),
    );
    expect(ours).toEqual([
      'Var',
      'Var är min order? (test)',
      'Leverans: var finns paketet',
      'Avvaktar svar från leverantör',
      'Svar om garanti',
    ]);
    expect(names[0]).toBe('Var');
  });
});

/**
 * Names instead of ids, over every resource declaration (issue 19 §3): a field that holds another record's
 * id (its key ends in ID, IDs or By: `CustomerID`, `CreatedBy`) is declared as a reference or a reference-data
 * kind, so lists, details and titles show that record's title (a user's name, a return's number) and never a
 * bare number; a record's title is never a bare foreign id: a resource other records point at is titled by
 * text of its own, and a title field that points at another record reads as that record's title.
 */
import { describe, expect, it } from 'vitest';
import { RESOURCES, resourceByName } from '../../src/domain/resources';
import { refersToRecord } from '../../src/domain/resources/kinds';
import type { FieldDef, ResourceDef } from '../../src/domain/resources/types';

/** Fields whose key reads like a record's id but that hold no id of a record the console could title. */
const NOT_A_RECORD: Readonly<Record<string, string>> = {
  'customers.PersonalId': "a person's national identity number, text",
  'outbox.MessageID': "the e-mail's Message-ID header, text",
  'ticket-messages.MessageID': "the e-mail's Message-ID header, text (threading)",
  'outbox.AboutID': 'the id of the record named by AboutEntity (an order, a return), not one resource',
  'supplier-import-todos.ImportID': 'the import run the line came from; runs are a log with no title of their own',
  'coupon-redemptions.CouponCodeID': "the sub-coupon used, a plain number kept when it is deleted; the redemption's Code names it",
};

const namesARecord = (field: FieldDef) => /(ID|IDs|Id|By)$/.test(field.key);
const titleOf = (def: ResourceDef) => def.fields.find((f) => f.key === def.titleField);

describe('references are names, not ids', () => {
  it('every field that holds the id of another record is a reference (or reference data), so it shows a title', () => {
    const bare = RESOURCES.flatMap((def) =>
      def.fields
        .filter((field) => namesARecord(field) && !refersToRecord(field) && !(`${def.name}.${field.key}` in NOT_A_RECORD))
        .map((field) => `${def.name}.${field.key} (${field.kind})`),
    );
    expect(bare).toEqual([]);
  });

  it('the allow-list names only fields that exist and still are not references', () => {
    for (const entry of Object.keys(NOT_A_RECORD)) {
      const [name, key] = entry.split('.');
      const field = resourceByName.get(name)?.fields.find((f) => f.key === key);
      expect(field, entry).toBeDefined();
      expect(refersToRecord(field!), entry).toBe(false);
    }
  });

  it('a record other records point at is titled by a text of its own, never by a number or another id', () => {
    const targets = new Set(RESOURCES.flatMap((def) => def.fields.filter((f) => f.kind === 'reference').map((f) => f.resource!)));
    expect(targets.size).toBeGreaterThan(10);
    const numeric = new Set(['integer', 'decimal', 'money', 'percentage']);
    const bad = [...targets].flatMap((name) => {
      const field = titleOf(resourceByName.get(name)!);
      return !field || refersToRecord(field) || numeric.has(field.kind) ? [`${name}.${field?.key ?? '(none)'}`] : [];
    });
    expect(bad).toEqual([]);
  });

  it("a title that is another record's id points at a record titled by text (read once, as that record's title)", () => {
    const titledByReference = RESOURCES.filter((def) => titleOf(def)?.kind === 'reference');
    expect(titledByReference.map((def) => def.name)).toContain('chargebacks');
    for (const def of titledByReference) {
      const target = resourceByName.get(titleOf(def)!.resource!)!;
      expect(refersToRecord(titleOf(target)!), `${def.name} → ${target.name}`).toBe(false);
    }
  });
});

/**
 * One status colour mapping (src/domain/resources/status-tones.ts): every status of every resource (its
 * workflow's field and every enum field named …Status) shows its chip in the tone of a declared meaning.
 */
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import { STATUS_TONES } from '../../src/domain/resources/status-tones';
import type { FieldDef, ResourceDef } from '../../src/domain/resources/types';

const TONES = new Set<string>(Object.values(STATUS_TONES));

function statusFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => f.kind === 'enum' && (f.key === def.workflow?.field || /Status$/.test(f.key)));
}

describe('status tones', () => {
  const statuses = RESOURCES.flatMap((def) => statusFields(def).map((field) => [def.name, field] as const));

  it('finds the statuses of the resources with a workflow', () => {
    for (const def of RESOURCES.filter((d) => d.workflow)) {
      expect(statusFields(def).map((f) => f.key)).toContain(def.workflow!.field);
    }
  });

  it.each(statuses)('%s %o: every status has the tone of a meaning', (_name, field) => {
    const options = field.options ?? [];
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(TONES, `${field.key} ${String(option.value)}`).toContain(option.tone);
  });

  it('tells the meanings apart where it matters: done, attention and refused never share a tone', () => {
    expect(new Set([STATUS_TONES.done, STATUS_TONES.attention, STATUS_TONES.refused]).size).toBe(3);
  });
});

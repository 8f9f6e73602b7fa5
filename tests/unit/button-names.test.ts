/**
 * One name, one button: on a record's pane the buttons of its actions (custom actions and workflow moves) and
 * the pane's own (Edit, Delete, Close, New, Save, Cancel) never share a name, in Swedish or English, so a person
 * who hears "Close" or asks for it by name gets one thing (a ticket's "close" move once read "Stäng" beside the
 * pane's "Stäng"). Found from the declarations: a resource added later is checked too.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/constants';
import { RESOURCES } from '../../src/domain/resources';
import { resourceActions } from '../../src/domain/resources/workflow';
import { loadCatalogue } from '../../src/intl';

/** The pane's own buttons beside a record's actions. */
const PANE_BUTTONS = [
  'resource.action.edit',
  'resource.action.delete',
  'resource.action.close',
  'resource.action.new',
  'resource.action.save',
];

describe.each(LOCALES)('button names in %s', (locale) => {
  it('are unique on each resource’s record pane', async () => {
    const messages = await loadCatalogue(locale);
    const clashes: string[] = [];
    for (const def of RESOURCES) {
      const seen = new Map<string, string>();
      const ids = [...PANE_BUTTONS, ...resourceActions(def).map((a) => a.label), ...(def.documents ?? []).map((d) => d.label)];
      for (const id of ids) {
        const name = (messages[id] ?? id).trim().toLocaleLowerCase(locale);
        const other = seen.get(name);
        if (other && other !== id) clashes.push(`${def.name}: "${messages[id]}" is both ${other} and ${id}`);
        seen.set(name, id);
      }
    }
    expect(clashes).toEqual([]);
  });
});

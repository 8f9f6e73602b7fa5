/**
 * A date-time input with quick choices (`presets`, src/domain/time-presets.ts), for every action input that
 * declares them (found from the declarations: the order check's snooze): the choices sit beside the field,
 * are reached from it by Tab, named in Swedish, and each, pressed with Enter, sends the time it names in the
 * shop's time zone (the server stores it).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { orders } from '../../server/db/schema';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import { screenByName } from '../../src/domain/screens';
import { presetInstant } from '../../src/domain/time-presets';
import { loadCatalogue } from '../../src/intl';
import { recordTitle } from '../../src/views/resource/format/record-text';
import { renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
vi.setConfig({ testTimeout: 120_000 });

const MINUTE = 60_000;
/** The instant an action's time input set, as stored (an input is never a column of its own). */
const STORED_AS: Readonly<Record<string, (id: number) => Promise<number>>> = {
  'orders snooze-check Until': async (id) => {
    const [row] = await server.current.db.select({ at: orders.SnoozedUntil }).from(orders).where(eq(orders.ID, id));
    return row?.at ? new Date(row.at as string | Date).getTime() : NaN;
  },
};
const withPresets = RESOURCES.flatMap((def) =>
  (def.actions.custom ?? []).flatMap((action) =>
    (action.input ?? [])
      .filter((field) => field.presets?.length)
      .map((field) => [`${def.name} ${action.id} ${field.key}`, def, action, field] as const),
  ),
);

describe.each(withPresets)('quick choices of %s', (name, def, action, field) => {
  it('are reached by Tab from the field and send the time each names', async () => {
    expect(STORED_AS[name], `where ${name} is kept`).toBeTruthy();
    const sv = await loadCatalogue('sv');
    const token = await server.current.signIn('admin');
    const where = Object.entries(action.when ?? {})
      .map(([key, values]) => `${key}=${values.join(',')}`)
      .join('&');
    const [record] = (await server.current.call('GET', `/api/${def.area}/${def.path}?${where}&limit=1`, { token })).body.data;
    expect(record, `a ${def.name} that ${action.id} applies to`).toBeTruthy();
    await signInAs(server.current, 'admin');
    const path = screenByName.get(`${def.screen}Detail`)!.path.replace(':id', String(record.ID));
    const { user } = renderApp(path);
    const detail = await screen.findByRole('region', { name: recordTitle(def, record, 'sv') }, { timeout: 30_000 });

    for (const preset of field.presets!) {
      await user.click(await within(detail).findByRole('button', { name: sv[action.label] }));
      const dialog = await screen.findByRole('dialog');
      const group = await within(dialog).findByRole('group', { name: sv['resource.form.presets'].replace('{field}', sv[field.label]) });
      const choice = sv[preset.label].replace('{time}', 'at' in preset ? preset.at : '');
      const button = within(group).getByRole('button', { name: choice });
      // Tab reaches the choice within the dialog (the date field's editor arrives in its own chunk).
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      const onChoice = () => document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent === button.textContent;
      for (let i = 0; i < 40 && !onChoice(); i++) await user.tab();
      expect(onChoice(), `Tab reaches ${choice}`).toBe(true);
      const before = presetInstant(preset, new Date()).getTime();
      await user.keyboard('{Enter}');
      const after = presetInstant(preset, new Date()).getTime();
      // The other inputs the action asks for, filled as a colleague would.
      for (const other of action.input!.filter((f) => f.key !== field.key && f.required)) {
        const box = within(dialog).getByRole('textbox', { name: new RegExp(`^${sv[other.label]}`) });
        await user.type(box, 'Väntar på svar från kunden');
      }
      await user.click(within(dialog).getByRole('button', { name: sv[action.label] }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(async () => {
        // The form edits whole minutes in the browser's zone; the instant is the one the preset named.
        const at = await STORED_AS[name](record.ID);
        expect(at).toBeGreaterThanOrEqual(Math.floor(before / MINUTE) * MINUTE);
        expect(at).toBeLessThanOrEqual(after);
      });
    }
  });
});

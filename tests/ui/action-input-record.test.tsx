/**
 * An action's input asked of one record reads that record where its fields refer to it: a money field whose
 * currency is another field of the record shows the record's currency, as the server takes the amount (a payment
 * registered on a euro invoice is in EUR, not the default SEK). The cases are found from the declarations: every
 * custom action with such a field in its input, tried on a record in a currency other than SEK.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { listPathOf } from '../../src/views/resource/query/useResourceListQuery';
import { renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';
import { text } from './commands-render';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
vi.setConfig({ testTimeout: 60_000 });
const WAIT = { timeout: 20_000 };

const cases = RESOURCES.flatMap((def) =>
  (def.actions?.custom ?? []).flatMap((action) =>
    (action.input ?? []).flatMap((field) => {
      const currency = field.kind === 'money' ? field.currency : undefined;
      if (!currency || typeof currency !== 'object' || !('field' in currency)) return [];
      const inInput = (action.input ?? []).some((other) => other.key === currency.field);
      const onRecord = def.fields.some((other) => other.key === currency.field);
      return !inInput && onRecord ? [{ def, action, field, currencyField: currency.field }] : [];
    }),
  ),
);

describe("an action's input asked of one record", () => {
  it('is found in the declarations (a payment on an invoice at least)', () => {
    expect(cases.map(({ def, action }) => `${def.name}.${action.id}`)).toContain('invoices.register-payment');
  });

  describe.each(cases)('$def.name › $action.id › $field.key', ({ def, action, currencyField }) => {
    it("shows the amount in the record's currency", async () => {
      await signInAs(server.current, 'admin');
      const token = await server.current.signIn('admin');
      const when = Object.entries(action.when ?? {}).map(([key, values]) => `&${key}=${(values as unknown[]).join(',')}`);
      const api = `/api/${def.area}/${def.path}?limit=200${when.join('')}`;
      const records = (await server.current.call('GET', api, { token })).body.data as ResourceRecord[];
      const record = records.find((r) => typeof r[currencyField] === 'string' && r[currencyField] !== 'SEK');
      expect(record, `a ${def.name} record in another currency than SEK (${api})`).toBeDefined();

      const { user } = renderApp(`${listPathOf(def)}/${String(record!.ID)}`);
      const label = text(action.label);
      await user.click(await screen.findByRole('button', { name: new RegExp(label) }, WAIT));
      const dialog = await screen.findByRole('dialog', {}, WAIT);
      expect(within(dialog).getByText(String(record![currencyField]))).toBeTruthy();
      expect(within(dialog).queryByText('SEK')).toBeNull();
    });
  });
});

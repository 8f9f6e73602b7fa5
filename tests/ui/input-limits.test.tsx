/**
 * Length limits in the form (issue 7, section 6): no field cuts pasted text silently; every field keeps
 * what was typed and says at once that it is too long, with the message the server would give.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

describe('input limits in the form', () => {
  it("keeps a pasted name over the field's 120 characters and says it is too long, instead of cutting it", async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/shop/widgets/new');
    const name = await screen.findByRole('textbox', { name: 'Namn' }, { timeout: 15_000 });
    await user.click(name);
    await user.paste('x'.repeat(130));
    expect(name).toHaveValue('x'.repeat(130));
    await user.tab();
    expect(await screen.findByText('Fältet får innehålla högst 120 tecken')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
  });

  it('does the same in a translated one-line field', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/shop/pages/new');
    const title = await screen.findByRole('textbox', { name: 'Rubrik (svenska)' }, { timeout: 15_000 });
    await user.click(title);
    await user.paste('y'.repeat(121));
    expect(title).toHaveValue('y'.repeat(121));
    await user.tab();
    expect(await screen.findByText('Fältet får innehålla högst 120 tecken')).toBeInTheDocument();
  });
});

/**
 * The Jobs screen (Settings › Jobs) over a job the real runner runs: its progress shows as a progress bar
 * (role progressbar, named, with its value) in the row and the detail and moves on while the screen is
 * open; c cancels it from the detail after a confirmation, and the runner's handler stops at its next
 * progress with the job left cancelled.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { JobCancelled, runDueJobs, runOnce, type JobDefinition, type JobDeps } from '../../server/jobs';
import { silentLogger } from '../../server/logger';
import { renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';
import { enqueueTestJob } from '../server/test-jobs';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

/** The handler takes one step each time the test opens the gate. */
let openGate: () => void = () => undefined;
let stoppedWith: unknown = null;
const uiSteps: JobDefinition = {
  async run({ progress }) {
    try {
      for (let step = 1; step <= 12; step++) {
        await progress(step, 12);
        await new Promise<void>((resolve) => (openGate = resolve));
      }
      return { steps: 12 };
    } catch (error) {
      stoppedWith = error;
      throw error;
    }
  },
};

/** The app's runner deps with the test's kind beside the product's. */
const jobDeps = (): JobDeps => ({ ...server.current.jobs, handlers: { ...server.current.jobs.handlers, 'ui-steps': uiSteps } });

describe('the Jobs screen', () => {
  it('shows a running job’s progress as it moves, and cancels it with c', async () => {
    const admin = await server.current.signIn('admin');
    const adminId = JSON.parse(Buffer.from(admin.split('.')[1], 'base64url').toString()).id as number;
    // The demo's waiting imports run first, so the runner's next job is this one.
    await runDueJobs(jobDeps(), 'ui-worker', { logger: silentLogger });
    const job = await server.current.db.transaction((tx) =>
      enqueueTestJob(tx, server.current.resources, 'ui-steps', {}, { createdBy: adminId, title: 'Stegvis import' }),
    );
    const running = runOnce(jobDeps(), 'ui-worker', { leaseMs: 60_000 });
    await waitFor(async () =>
      expect((await server.current.call('GET', `/api/common/jobs/${job.ID}`, { token: admin })).body.ProgressDone).toBe(1),
    );

    await signInAs(server.current, 'admin');
    const { user } = renderApp('/setting/jobs');
    const list = await screen.findByRole('grid', { name: /Jobb/ });
    const rowBar = async () =>
      within(await within(list).findByRole('row', { name: /Stegvis import/ })).getByRole('progressbar', { name: 'Förlopp' });
    expect(await rowBar()).toHaveAttribute('aria-valuetext', '1 av 12');
    // The runner moves on; the open list follows without a key pressed.
    openGate();
    await waitFor(async () => expect(await rowBar()).toHaveAttribute('aria-valuenow', '2'), { timeout: 8000 });

    await user.click(within(within(list).getByRole('row', { name: /Stegvis import/ })).getByText('Stegvis import'));
    const detail = await screen.findByRole('region', { name: 'Stegvis import' });
    const bar = await within(detail).findByRole('progressbar', { name: 'Förlopp' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '12');
    expect(bar).toHaveAttribute('aria-valuetext', '2 av 12');
    // And the open record follows too.
    openGate();
    await waitFor(() => expect(within(detail).getByRole('progressbar', { name: 'Förlopp' })).toHaveAttribute('aria-valuetext', '3 av 12'), {
      timeout: 8000,
    });

    await waitFor(() => expect(detail).toHaveFocus());
    await user.keyboard('c');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: /^Avbryt jobb/ }));
    await waitFor(() => expect(within(detail).getAllByText('Avbrutet').length).toBeGreaterThan(0));
    // The handler stops at its next step.
    openGate();
    expect(await running).toBe(job.ID);
    expect(stoppedWith).toBeInstanceOf(JobCancelled);
    const after = (await server.current.call('GET', `/api/common/jobs/${job.ID}`, { token: admin })).body;
    expect(after).toMatchObject({ Status: 'cancelled', ProgressDone: 3, Result: null });
  }, 120_000);
});

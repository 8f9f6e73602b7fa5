/**
 * "Download .eml" (src/features/mail/outbox.commands.ts): offered once in the palette while a message of the outbox is
 * on screen (the palette has no pane of its own and sees the screen's active pane), by Shift+D on the outbox's
 * own panes, and never on another resource's screen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { activateResourcePane } from '../../src/commands/resource-pane';
import { outboxCommands } from '../../src/features/mail/outbox.commands';
import type { CommandContext } from '../../src/commands/types';
import { commandContext, recordPane } from './command-context';

const message = { ID: 7, Subject: 'Orderbekräftelse' } as unknown as ResourceRecord;
const pane = (resource: string) => recordPane(resource, message);

const ctx = (extra: Partial<CommandContext> = {}) => commandContext(2, { location: '/shop/outbox/7', ...extra });

let deactivate: (() => void) | null = null;
afterEach(() => deactivate?.());

describe('download .eml', () => {
  it('is offered once in the palette while an outbox message is on screen', () => {
    deactivate = activateResourcePane(pane('outbox'));
    expect(outboxCommands.filter((c) => c.when(ctx())).map((c) => c.id)).toEqual(['outbox.downloadEml.detail']);
  });

  it('is not offered while another resource is on screen', () => {
    deactivate = activateResourcePane(pane('orders'));
    expect(outboxCommands.filter((c) => c.when(ctx()))).toEqual([]);
  });

  it("on the outbox's panes the list and detail keys each see their own pane", () => {
    deactivate = activateResourcePane(pane('outbox'));
    const onPane = ctx({ source: 'detail', pane: { resource: 'outbox' } });
    expect(outboxCommands.filter((c) => c.when(onPane)).map((c) => c.id)).toEqual(['outbox.downloadEml.list', 'outbox.downloadEml.detail']);
  });
});

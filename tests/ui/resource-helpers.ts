/**
 * Shared by the resource engine's UI tests (not a test file): jsdom has no layout, so the list's scroll
 * container is given the height a browser would give it (the virtualizer reads clientHeight), and reading
 * what a person sees of the list (its rows, the selected ones).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, expect } from 'vitest';

/** Height of the list's viewport in these tests: 20 rows of 36 px. */
export const VIEWPORT_HEIGHT = 720;

/** Give every grid (the virtualized lists) a viewport height while this test file runs. */
export function useListViewport(height = VIEWPORT_HEIGHT): void {
  let original: PropertyDescriptor | undefined;
  beforeAll(() => {
    original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'grid' ? height : (original?.get?.call(this) ?? 0);
      },
    });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  });
}

/** The list grid of a resource, by its accessible name (the resource's plural noun). */
export async function findList(name: string): Promise<HTMLElement> {
  return screen.findByRole('grid', { name });
}

/** The data rows of a list (the grid's rows). */
export function rowsOf(grid: HTMLElement): HTMLElement[] {
  return within(grid).queryAllByRole('row');
}

export function selectedRows(grid: HTMLElement): HTMLElement[] {
  return rowsOf(grid).filter((row) => row.getAttribute('aria-selected') === 'true');
}

/**
 * Chooses the first option of an open picker by keys (ArrowDown, Enter), once its list answers what was typed:
 * every option is named like `name`. A picker asks the server after a pause in typing, so an earlier answer
 * (to the empty field, or to the first letters) may still be shown and hold an option of that name too; keys
 * pressed then choose from that list, and on a busy machine its first option is another record.
 */
export async function chooseFirstOption(user: UserEvent, name: RegExp): Promise<void> {
  await waitFor(() => {
    const options = screen.getAllByRole('option');
    expect(options.filter((option) => !name.test(option.textContent ?? '')).map((option) => option.textContent)).toEqual([]);
  });
  await user.keyboard('{ArrowDown}{Enter}');
}

import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showFlash } from '../../src/store/flash';
import { FlashBanner } from '../../src/views/app/FlashBanner';
import { renderView, resetApp } from './app-render';

beforeEach(() => {
  resetApp();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('flash banner', () => {
  it('shows a message with its details and closes by itself after 4 seconds', async () => {
    renderView(<FlashBanner />);
    await act(async () => showFlash({ id: 'errors.saved' }, 'success', { details: 'Order 1042' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ändringarna är sparade');
    expect(screen.getByRole('status')).toHaveTextContent('Order 1042');
    await act(async () => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Ändringarna är sparade')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Ändringarna är sparade')).not.toBeInTheDocument();
  });

  it('announces warnings and errors at once', async () => {
    renderView(<FlashBanner />);
    await act(async () => showFlash({ id: 'todos.nothingLeft' }, 'warning'));
    expect(screen.getByRole('alert')).toHaveTextContent('Inget kvar att göra');
  });

  it('closes when the close button is pressed', async () => {
    vi.useRealTimers();
    const { user } = renderView(<FlashBanner />);
    await act(async () => showFlash({ id: 'errors.saveFailed' }, 'error'));
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a new message gets its own 4 seconds', async () => {
    renderView(<FlashBanner />);
    await act(async () => showFlash({ id: 'errors.saved' }, 'success'));
    await act(async () => vi.advanceTimersByTime(3000));
    await act(async () => showFlash({ id: 'todos.nothingLeft' }, 'warning'));
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('alert')).toHaveTextContent('Inget kvar att göra');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

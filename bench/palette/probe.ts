/**
 * Keystroke-to-paint probe. A capturing keydown listener on window notes performance.now(); a
 * MutationObserver on the page notes when the list last changed; requestAnimationFrame followed by
 * setTimeout 0 runs just after the next frame was painted. Event Timing entries (keydown, keypress,
 * input) of 16 ms or more are counted as a cross-check of the browser's own view.
 */
export interface Sample {
  key: string;
  /** keydown → the list's last DOM change for this key (null: the key changed nothing). */
  update: number | null;
  /** keydown → just after the next paint. */
  paint: number;
}

export interface BenchState {
  ready: boolean;
  commandCount: number;
  samples: Sample[];
  /** Event Timing entries ≥ 16 ms: name and duration. */
  slowEvents: { name: string; duration: number }[];
}

declare global {
  interface Window {
    __bench: BenchState;
  }
}

export function installProbe(root: HTMLElement, commandCount: number): BenchState {
  const state: BenchState = { ready: false, commandCount, samples: [], slowEvents: [] };
  window.__bench = state;

  // What the user sees change: options added or removed, their text, and the selection moving. cmdk's own
  // `--cmdk-list-height` style, set from a ResizeObserver a frame later, is not a list update.
  let lastChange = 0;
  new MutationObserver(() => {
    lastChange = performance.now();
  }).observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-selected', 'data-selected', 'data-value', 'aria-label', 'hidden'],
  });

  window.addEventListener(
    'keydown',
    (event) => {
      const start = performance.now();
      const key = event.key;
      requestAnimationFrame(() => {
        setTimeout(() => {
          const paint = performance.now() - start;
          state.samples.push({ key, update: lastChange >= start ? lastChange - start : null, paint });
        }, 0);
      });
    },
    { capture: true },
  );

  if (PerformanceObserver.supportedEntryTypes?.includes('event')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (['keydown', 'keypress', 'input'].includes(entry.name)) state.slowEvents.push({ name: entry.name, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  }
  return state;
}

/**
 * A component whose module is loaded on demand, in its own chunk, for heavy parts that most screens show only
 * later or never (the date picker with its calendars, the price-list rule builder): the list and the record
 * paint without them (issue 19 §7). `preload()` fetches the chunk ahead (screens call it when the browser is
 * idle); once loaded, the component renders at once, without a suspended frame, so opening a form stays as
 * fast as before. Before that, the part shows nothing for the moment its chunk takes.
 */
import { lazy, Suspense, type ComponentType } from 'react';

interface Deferred<P extends object> {
  Component: ComponentType<P>;
  preload(): Promise<void>;
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed fetch (a deploy replaced the chunk, the network dropped) may be tried again.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function DeferredComponent(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component: DeferredComponent, preload };
}

/** Runs `task` when the browser is idle (at the latest after `timeout` ms), once per call. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

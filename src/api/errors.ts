/**
 * Silent error reports (SPEC.md section 7): every uncaught interface error is posted to /captuerr.
 * Failures are ignored, and a report never causes another: the post's own failure is swallowed, the
 * same error is sent once, and a page sends at most MAX_REPORTS.
 */
import type { ErrorReport } from '../domain/api-types';
import { api } from './client';

const MAX_REPORTS = 20;
let sent = 0;
const seen = new Set<string>();

function describe(error: unknown): { error: string; stack: string } {
  if (error instanceof Error) return { error: `${error.name}: ${error.message}`, stack: error.stack ?? '' };
  if (typeof error === 'string') return { error, stack: '' };
  try {
    return { error: JSON.stringify(error) ?? String(error), stack: '' };
  } catch {
    return { error: String(error), stack: '' };
  }
}

export function reportError(error: unknown, extraStack?: string): void {
  if (sent >= MAX_REPORTS) return;
  const described = describe(error);
  const stack = extraStack ? `${described.stack}\n${extraStack}`.trim() : described.stack;
  const report: ErrorReport = {
    error: described.error.slice(0, 10_000) || 'Error',
    stack: stack.slice(0, 50_000),
    userAgent: navigator.userAgent.slice(0, 1000),
    url: `${location.pathname}${location.search}`.slice(0, 2000),
  };
  const fingerprint = `${report.error}\n${report.stack.slice(0, 500)}`;
  if (seen.has(fingerprint)) return;
  seen.add(fingerprint);
  sent += 1;
  api.post<void>('/captuerr', report, { anonymous: true }).catch(() => undefined);
}

/**
 * The browser's notice that some resize observations waited for the next frame (a layout that settles over two
 * frames, as a popover placing itself does): an ErrorEvent without an error, nothing failed, so nothing to report.
 */
const RESIZE_OBSERVER_NOTICE = /^ResizeObserver loop/;

/** Report uncaught errors and unhandled rejections of the window; returns the uninstaller. */
export function installErrorCapture(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (!event.error && RESIZE_OBSERVER_NOTICE.test(event.message)) return;
    reportError(event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

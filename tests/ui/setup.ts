import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import { loadCatalogue } from '../../src/intl';

// Screens load on demand and the API answers from a real database on two shared cores: the first
// render of a lazy screen in a run can take seconds while its modules are transformed, and beside the
// end-to-end browsers of the same run more than ten. A bound that ends a wait that will not succeed only.
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks what cmdk and react-aria's overlays use for measuring and scrolling.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};

// English and the Swedish console parts are chunks of their own in the app (the console's parts come with the
// shell); views rendered on their own are console views, so tests hold both catalogues whole.
beforeAll(async () => {
  await Promise.all([loadCatalogue('en'), loadCatalogue('sv')]);
});

// React Aria warns in the console when a part it draws lacks what assistive technology needs (a dialog without a
// title, a field without a label): the screen still renders, so the warning is the only sign. Every UI test fails on one.
const accessibilityWarnings: string[] = [];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (/for accessibility/i.test(text)) accessibilityWarnings.push(text);
  warn(...args);
};

afterEach(() => {
  cleanup();
  const warnings = accessibilityWarnings.splice(0);
  expect(warnings, 'React Aria accessibility warnings').toEqual([]);
});

// Types of bench/browser.mjs for the TypeScript parts of the benchmarks.
export const DEMO_PASSWORD: string;
export const CHROMIUM: string;
export const root: string;

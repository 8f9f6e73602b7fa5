// Types of bench/browser.mjs for the TypeScript parts of the benchmarks.
export const DEMO_PASSWORD: string;
export const CHROMIUM: string;
export const root: string;
export function failer(name: string): (message: string) => never;
export function option(name: string, fallback: string): string;
export function median(values: readonly number[]): number;
export function percentile(values: readonly number[], p: number): number;

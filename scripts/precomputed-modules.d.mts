import type { Plugin } from 'vite';

/** The Vite plugin that replaces `*.precomputed.ts` modules by their exports as data (see the .mjs). */
export function precomputedModules(): Plugin;

/** A precomputed module's exports as module source, and the project files it imported. */
export function precomputedSource(file: string): Promise<{ code: string; imported: string[] }>;

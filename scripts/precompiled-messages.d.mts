import type { Plugin } from 'vite';

/** The Vite plugin that ships the message catalogues parsed in production builds (see the .mjs). */
export function precompiledMessages(): Plugin;

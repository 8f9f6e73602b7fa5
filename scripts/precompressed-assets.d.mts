import type { Plugin } from 'vite';

/** Below this size a file is not precompressed. */
export const PRECOMPRESS_MIN_BYTES: number;
/** The Vite plugin that writes .br and .gz beside each text file of the build (see the .mjs). */
export function precompressedAssets(): Plugin;

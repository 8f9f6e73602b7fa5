/** Catalogue resources (SPEC.md "Product"). */
import type { ResourceDef } from './types';

export const CATALOGUE_RESOURCES: readonly ResourceDef[] = [];

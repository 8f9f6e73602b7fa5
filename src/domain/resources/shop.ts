/** Shop content resources (SPEC.md "Shop"). */
import type { ResourceDef } from './types';

export const SHOP_RESOURCES: readonly ResourceDef[] = [];

/**
 * Shop content as the app assembles it (server/features.ts): redirects (the target's address).
 */
import { redirectHooks } from './redirects';

export const contentFeature = {
  hooks: { redirects: redirectHooks },
  jobs: {},
};

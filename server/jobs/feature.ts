/** The jobs feature as the app assembles it (server/features.ts): the Jobs screen's hooks; it runs no job of its own. */
import { jobHooks } from './hooks';

export const jobsFeature = {
  hooks: { jobs: jobHooks },
  jobs: {},
};

/** AI texts as the app assembles them (server/features.ts): the hooks of completions and prompts, and the texts job. */
import { completionPromptHooks, productCompletionHooks } from './hooks';
import { productTextsJob, TEXTS_JOB } from './job';

export const aiFeature = {
  hooks: { 'product-completions': productCompletionHooks, 'completion-prompts': completionPromptHooks },
  jobs: { [TEXTS_JOB]: productTextsJob },
};

/** Product texts by AI (server/ai): proposals, the prompts that ask for them and the words they may not use. */
import { defineFeature } from '../../domain/feature';
import { productCompletions } from '../../domain/resources/product/product-completions';
import { completionPrompts } from '../../domain/resources/product/completion-prompts';
import { prohibitedWords } from '../../domain/resources/product/prohibited-words';

export const aiFeature = defineFeature({
  name: 'ai',
  resources: [productCompletions, completionPrompts, prohibitedWords],
  menu: [
    { area: 'product', rank: 170, resource: 'product-completions' },
    // AI text resources the spec does not name (docs/decisions.md "Product texts by AI").
    { area: 'product', rank: 180, resource: 'completion-prompts' },
    { area: 'product', rank: 190, resource: 'prohibited-words' },
  ],
  jobs: [{ value: 'product-texts', label: 'enums.jobKind.productTexts' }],
  errors: {
    /** The AI provider failed: refused, no answer in time, an empty answer. */
    AiFailed: { code: 50201, message: 'errors.aiFailed' },
    /** AI texts are not configured (AI_BASE_URL, AI_API_KEY, AI_MODEL unset). */
    AiNotConfigured: { code: 50302, message: 'errors.aiNotConfigured' },
  },
});

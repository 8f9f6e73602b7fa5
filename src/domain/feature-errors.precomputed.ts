/**
 * The API error codes the features declare (each feature's `errors`), by name, as plain data: src/domain/errors.ts
 * adds them to the engine's own. Vite evaluates this module and ships only its answer, so the sign-in page gets
 * the codes without the features' declarations (scripts/precomputed-modules.mjs); outside Vite it runs as written.
 */
import { FEATURE_DEFS, FEATURES } from '../features';
import type { FeatureError } from './feature';

type ErrorsOf<F> = F extends { errors: infer E } ? E : never;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

function featureErrors(): Record<string, FeatureError> {
  const all: Record<string, FeatureError> = {};
  for (const feature of FEATURE_DEFS) {
    for (const [name, error] of Object.entries(feature.errors ?? {})) {
      const same = Object.entries(all).find(([other, e]) => other === name || e.code === error.code);
      if (same) throw new Error(`The error ${name} (${error.code}) of ${feature.name} repeats ${same[0]} (${same[1].code})`);
      all[name] = { code: error.code, message: error.message };
    }
  }
  return all;
}

export const FEATURE_ERRORS = featureErrors() as Intersection<ErrorsOf<(typeof FEATURES)[number]>>;

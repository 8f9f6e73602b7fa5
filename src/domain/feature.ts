/**
 * What a feature declares about itself in its pure part (src/features/<name>/feature.ts): its resources, where
 * their screens and its own screens sit in the menu, the kinds of background job it runs and the API error
 * codes it answers. src/features/index.ts lists the features; the resource list, the screen table, the job
 * kinds and the error codes are derived from that one list (docs/adding-a-feature.md).
 */
import type { ScreenArea, ScreenSpec } from './screens';
import type { EnumOption, ResourceDef } from './resources/types';

/**
 * A place in an area's menu: a declared resource's screens, or screens of the feature's own, or tool screens a
 * feature adds to a resource of another (placed after that resource's list and before its detail, so their paths
 * below the list's win the match). `rank` orders an area's places (lower first, in steps of ten so a later
 * feature slots between two); a resource with no place comes after the placed ones, in declaration order.
 */
export type MenuPlace =
  | { area: ScreenArea; rank: number; resource: string }
  | { area: ScreenArea; rank: number; screens: readonly ScreenSpec[] }
  | { toolsOf: string; tools: readonly ScreenSpec[] };

/** An API error code of a feature: its number (the HTTP status and two digits) and its message id. */
export interface FeatureError {
  code: number;
  message: string;
}

export interface FeatureDef {
  /** The feature's folder under src/features/. */
  name: string;
  /** Its resources, in declaration order (the order of a parent's tabs and of the unplaced screens). */
  resources?: readonly ResourceDef[];
  /** Where its resources' screens and its own screens sit in the menu. */
  menu?: readonly MenuPlace[];
  /** The kinds of background job it runs, with their labels (its server part gives the handlers). */
  jobs?: readonly EnumOption[];
  /** The API error codes only it answers, by name. */
  errors?: Readonly<Record<string, FeatureError>>;
}

/** A feature's declaration as written, its literal names kept (the job kinds' and error codes' types read them). */
export function defineFeature<const F extends FeatureDef>(feature: F): F {
  return feature;
}

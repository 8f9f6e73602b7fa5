/** The id of a category, picked in the category tree: `category('CategoryID')`. */
import { idKind, make, type DomainKind } from './kind';

export const category = make('category');

export const categoryKind: DomainKind = idKind;

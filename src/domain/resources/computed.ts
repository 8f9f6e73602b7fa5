/**
 * Computed fields (issue 8 §1): values a declaration shows that are not columns of its table (a product's
 * thumbnail picked among its images, a count of its children), computed by the server in SQL for the rows
 * it answers. The declaration says which field is computed and how to read its value (its kind); the SQL is
 * the resource's server hook (server/resources/hooks.ts `computed`), since declarations also load in the
 * browser. What a computed field may not be, and why, is docs/decisions.md "Computed fields".
 */
import type { FieldDef, ResourceDef } from './types';

/** Marks a field as computed in SQL: `computed(integer('ImageCount', { list: 1 }))`. Always read-only. */
export function computed(field: FieldDef): FieldDef {
  return { ...field, computed: true, readOnly: true };
}

export function isComputed(field: FieldDef): boolean {
  return field.computed === true;
}

/** The options a computed field cannot take: it has no column to index, write, constrain or default. */
const NOT_FOR_COMPUTED = ['sortable', 'filterable', 'searchable', 'unique', 'uniqueWith', 'required', 'default', 'rules'] as const;

/**
 * What is wrong with a declaration's computed fields (empty when nothing): an option it cannot take, a
 * computed field not read-only, or one that is the title, the parent link or a workflow's field. The server
 * refuses to start with any (server/resources/binding.ts), and a unit test holds every declaration to it.
 */
export function computedFieldProblems(def: ResourceDef): string[] {
  const problems: string[] = [];
  for (const field of def.fields.filter(isComputed)) {
    const at = `${def.name}.${field.key}`;
    for (const option of NOT_FOR_COMPUTED)
      if (field[option] !== undefined && field[option] !== false) problems.push(`${at} is computed and cannot be ${option}`);
    if (!field.readOnly) problems.push(`${at} is computed and must be read-only`);
    if (
      def.titleField === field.key ||
      def.defaultSort.field === field.key ||
      def.parent?.field === field.key ||
      def.workflow?.field === field.key
    ) {
      problems.push(`${at} is computed and cannot be the title, the default sort, the parent link or the workflow's state`);
    }
  }
  return problems;
}

/**
 * The plan of the list statement the engine runs for a request (`EXPLAIN (FORMAT JSON)` on the test's own
 * database, PGlite or PostgreSQL), flattened to its nodes, for tests that check a list reads through an index.
 */
import { fillPlaceholders } from 'drizzle-orm';
import { parseListParams } from '../../server/resources/list-params';
import { listStatements, listValues } from '../../server/resources/list-sql';
import { rawClient, type TestApp } from './helpers';

export interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** Only with `analyze`. */
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Every node of the plan of `resource`'s list statement for `query`; with `analyze`, as the statement ran. */
export async function listPlanNodes(
  t: TestApp,
  resource: string,
  query: Record<string, string | undefined>,
  opts: { analyze?: boolean } = {},
): Promise<PlanNode[]> {
  const client = rawClient(t);
  const binding = t.resources.bindingNamed(resource);
  const params = parseListParams(binding.def, query, t.clock.now());
  const { rendered } = listStatements(t.db, binding, params);
  const values = fillPlaceholders(rendered.list.params, listValues(binding, params));
  const [row] = (await client.query(`explain (${opts.analyze ? 'analyze, ' : ''}format json) ${rendered.list.sql}`, values)).rows;
  return nodesOf((row['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan);
}

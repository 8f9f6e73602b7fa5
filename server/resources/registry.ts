/**
 * Every declared resource bound to its table, built once at start-up: generated tables bind by key,
 * the hand-written `users`, `todo_queues` and `customers` tables through their column maps. A declaration without a
 * table stops the start with an error naming it.
 */
import { RESOURCES } from '../../src/domain/resources';
import type { ResourceArea, ResourceDef } from '../../src/domain/resources/types';
import '../db/schema';
import { resourceTableOf } from '../db/schema/resource-table';
import { bindResource, type ResourceBinding } from './binding';
import { bindCustomers } from './bindings/customers';
import { bindTodoQueues } from './bindings/todo-queues';
import { jobHooks } from './bindings/jobs';
import { outboxHooks } from '../mail/hooks';
import { priceListHooks } from './bindings/price-lists';
import { productChangeHooks } from './bindings/product-changes';
import { productHooks } from './bindings/products';
import { completionPromptHooks, productCompletionHooks } from './bindings/product-completions';
import { productAccessoryHooks, productVariantHooks, setComponentHooks } from './bindings/product-children';
import { attributeHooks, attributeValueHooks } from './bindings/attribute-values';
import { supplierTodoHooks } from '../imports/supplier-todos';
import { bindUsers } from './bindings/users';
import { orderFulfilmentHooks, orderHooks, orderItemHooks } from './bindings/orders';
import { returnHooks } from '../returns/approval';
import { chargebackHooks } from '../returns/chargebacks';
import type { ResourceHooks } from './hooks';
import { PROPOSALS_SEGMENT } from '../../src/domain/api-access';
import { resourceActions } from '../../src/domain/resources/workflow';
import { selfReferenceHooks } from './self-reference';

/** Bespoke behaviour of generated resources, beside the engine's (trees get theirs from selfReferenceHooks). */
/**
 * A function, not a constant: the bindings' modules read the registry in turn (bindingOf), so whichever module
 * a process loads first, the map is built at the first binding, once every module has been evaluated.
 */
const hooksByResource = (): Readonly<Record<string, ResourceHooks>> => ({
  orders: orderHooks,
  'order-fulfilments': orderFulfilmentHooks,
  'order-items': orderItemHooks,
  returns: returnHooks,
  chargebacks: chargebackHooks,
  products: productHooks,
  'product-set-components': setComponentHooks,
  'product-variants': productVariantHooks,
  'product-accessories': productAccessoryHooks,
  'product-attribute-values': attributeValueHooks,
  attributes: attributeHooks,
  'product-changes': productChangeHooks,
  'supplier-import-todos': supplierTodoHooks,
  jobs: jobHooks,
  outbox: outboxHooks,
  'price-lists': priceListHooks,
  'product-completions': productCompletionHooks,
  'completion-prompts': completionPromptHooks,
});

/** Resources on hand-written tables. */
const HAND_WRITTEN: Readonly<Record<string, (def: ResourceDef) => ResourceBinding>> = {
  users: bindUsers,
  'todo-queues': bindTodoQueues,
  customers: bindCustomers,
};

function bindDeclared(def: ResourceDef): ResourceBinding {
  const handWritten = HAND_WRITTEN[def.name];
  if (handWritten) return handWritten(def);
  const table = resourceTableOf(def.name);
  if (!table)
    throw new Error(
      `Resource ${def.name} has no table: export resourceTable(${def.name}) from server/db/schema/resources-${def.area === 'product' ? 'catalogue' : def.area}.ts`,
    );
  const hooks: ResourceHooks = { ...selfReferenceHooks(def), ...hooksByResource()[def.name] };
  if (def.proposals && !hooks.propose)
    throw new Error(`Resource ${def.name} takes proposals but has no propose hook in server/resources/registry.ts`);
  if (resourceActions(def).some((a) => a.id === PROPOSALS_SEGMENT))
    throw new Error(`Resource ${def.name}: no action may be called ${PROPOSALS_SEGMENT}`);
  return bindResource(def, table, { hooks });
}

let bindings: ReadonlyMap<string, ResourceBinding> | undefined;

/** Bindings of every declared resource, by name (built on first use; throws on a missing table). */
export function resourceBindings(): ReadonlyMap<string, ResourceBinding> {
  bindings ??= new Map(RESOURCES.map((def) => [def.name, bindDeclared(def)]));
  return bindings;
}

export function bindingOf(name: string): ResourceBinding {
  const found = resourceBindings().get(name);
  if (!found) throw new Error(`Unknown resource ${name}`);
  return found;
}

export function bindingsOfArea(area: ResourceArea): ResourceBinding[] {
  return [...resourceBindings().values()].filter((binding) => binding.def.area === area);
}

/** Role ids (DESIGN.md "Roles"; SPEC.md leaves the name mapping open, docs/decisions.md records it). */
export const Role = {
  Disabled: 0,
  SuperAdministrator: 1,
  CustomerService: 2,
  ProductManager: 3,
  Administrator: 4,
  Reseller: 5,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];

export const ROLE_IDS: readonly RoleId[] = [0, 1, 2, 3, 4, 5];

/** Message id of a role's name. */
export function roleMessageId(role: number): string {
  return `roles.${role}`;
}

/** Roles that may use the console at all (Disabled cannot sign in; Reseller is API-only). */
export function canUseConsole(role: number): boolean {
  return role >= 1 && role <= 4;
}

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ROLE_IDS as readonly number[]).includes(value);
}

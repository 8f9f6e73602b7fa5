/**
 * Demo data for a new embedded database (DESIGN.md "Data"): the demo staff accounts, then the reference
 * and shop data. Runs only on an empty users table, in one transaction, so a failed seed leaves nothing.
 */
import { count } from 'drizzle-orm';
import { Role } from '../../src/domain/roles';
import { hashPassword } from '../auth/passwords';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { seedJobs } from './jobs';
import { seedOutbox } from './outbox';
import { seedOrders } from './resources-orders';
import { seedReference } from './reference';
import { prepareResourceSeed, seedResources } from './resources';
import type { ResourceRegistry } from '../resources/binding';
import { seedShop, seedTodos, type DemoUserKey } from './shop';
import { seedReturns } from './returns';
import { featureDemos } from '../features';

export interface SeedOptions {
  /** Password of every demo account (DEMO_PASSWORD). */
  demoPassword: string;
  now: Date;
  /**
   * The file store's directory (FILES_DIR): the demo documents' bytes are written there. Without it only
   * their rows are made (the test template, whose apps each get an empty file store).
   */
  filesDir?: string;
  /** Demo orders to make (default DEMO_ORDER_COUNT, 20,000; the test template makes fewer). */
  orderCount?: number;
  /** The registry of resource bindings (server/features.ts): the demo's queued jobs are written through it. */
  resources: ResourceRegistry;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo accounts (README.md "Demo accounts"). None has a TOTP secret: the first sign-in enrols. */
export const DEMO_USERS: ReadonlyArray<{
  key: DemoUserKey;
  name: string;
  role: number;
  canApproveReturns?: boolean;
  /** Days since the last password change (default 0). */
  passwordAgeDays?: number;
}> = [
  { key: 'admin', name: 'Astrid Bergström', role: Role.SuperAdministrator, canApproveReturns: true },
  { key: 'support', name: 'Johan Nilsson', role: Role.CustomerService },
  { key: 'catalog', name: 'Sara Ekström', role: Role.ProductManager },
  { key: 'manager', name: 'Mikael Holm', role: Role.Administrator },
  { key: 'expired', name: 'Elin Sandberg', role: Role.CustomerService, passwordAgeDays: 400 },
  { key: 'disabled', name: 'Oskar Lund', role: Role.Disabled },
  // A second approver of returns (four-eyes: nobody approves a return they created, so the admin's need another's).
  { key: 'supervisor', name: 'Karin Dahl', role: Role.SuperAdministrator, canApproveReturns: true },
];

const DEMO_EMAIL_DOMAIN = 'backoffice.example.com';

/** Seeds the demo data; false (and nothing written) when the users table already has rows. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<boolean> {
  const [{ existing }] = await db.select({ existing: count() }).from(users);
  if (existing > 0) return false;
  // Each account gets its own salt; hashed before the transaction so it stays short.
  const [hashes, resourceHashes] = await Promise.all([
    Promise.all(DEMO_USERS.map(() => hashPassword(options.demoPassword))),
    prepareResourceSeed(options.filesDir),
  ]);
  return db.transaction(async (tx) => {
    // Re-checked inside the transaction; should two seeders still race, the unique username index
    // makes the second one fail and roll back whole.
    const [{ again }] = await tx.select({ again: count() }).from(users);
    if (again > 0) return false;
    const rows = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user, i) => {
          const changedAt = new Date(options.now.getTime() - (user.passwordAgeDays ?? 0) * DAY_MS);
          const [first, last] = user.name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(' ');
          return {
            username: user.key,
            name: user.name,
            email: `${first}.${last}@${DEMO_EMAIL_DOMAIN}`,
            role: user.role,
            passwordHash: hashes[i],
            canApproveReturns: user.canApproveReturns ?? false,
            passwordChangedAt: changedAt,
            createdAt: options.now,
            updatedAt: options.now,
          };
        }),
      )
      .returning({ id: users.id, username: users.username });
    const userIds = Object.fromEntries(rows.map((row) => [row.username, row.id])) as Record<DemoUserKey, number>;
    await seedReference(tx);
    await seedShop(tx, { userIds, now: options.now });
    await seedResources(tx, { userIds, now: options.now, hashes: resourceHashes, resources: options.resources });
    await seedOrders(tx, { userIds, now: options.now, count: options.orderCount });
    await seedJobs(tx, { userIds, now: options.now });
    await seedOutbox(tx, { now: options.now });
    await seedReturns(tx, { userIds, now: options.now });
    // Each feature's own demo data (its server part's `demo`), in the features' order (src/features/index.ts).
    for (const demo of featureDemos())
      await demo(tx, { now: options.now, userIds, resources: options.resources, filesDir: options.filesDir });
    await seedTodos(tx, { userIds, now: options.now });
    return true;
  });
}

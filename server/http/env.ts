/** What every request handler can read from the Hono context (`c.get(...)`). */
import type { Config } from '../config';
import type { Clock } from '../clock';
import type { Db } from '../db/types';
import type { Logger } from '../logger';
import type { TokenPayload } from '../../src/domain/api-types';
import type { UserFlag } from '../../src/domain/resources/types';
import type { UserStates } from '../auth/user-state';
import type { ResourceRegistry } from '../resources/binding';

/** Everything a route needs from outside; createApp receives it and tests build it. */
export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
  logger: Logger;
  /** The registry of resource bindings, built once per app or process from the features (server/features.ts). */
  resources: ResourceRegistry;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    /**
     * The verified token payload with the user's current role (not the token's); set by the access guard
     * on every route that needs a session.
     */
    auth: TokenPayload;
    /** The user's current flags (CanApproveReturns), set by the access guard beside `auth`. */
    flags: Readonly<Record<UserFlag, boolean>>;
    /** The app's brief cache of users' current state (server/auth/user-state.ts). */
    userStates: UserStates;
    /** The caller's address (brute-force limits per address). */
    clientAddress: string;
  };
};

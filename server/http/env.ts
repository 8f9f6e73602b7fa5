/** What every request handler can read from the Hono context (`c.get(...)`). */
import type { Config } from '../config';
import type { Clock } from '../clock';
import type { Db } from '../db/types';
import type { Logger } from '../logger';
import type { TokenPayload } from '../../src/domain/api-types';

/** Everything a route needs from outside; createApp receives it and tests build it. */
export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
  logger: Logger;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    /** The verified token payload; set on every route behind the session guard. */
    auth: TokenPayload;
    /** The caller's address (brute-force limits per address). */
    clientAddress: string;
  };
};

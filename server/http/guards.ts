/** Permission checks (SPEC.md section 6, src/domain/permissions.ts): the server is the authority. */
import { createMiddleware } from 'hono/factory';
import { can, type Permission } from '../../src/domain/permissions';
import { ErrorCode } from '../../src/domain/errors';
import { ApiFailure } from './errors';
import type { AppEnv } from './env';

/** Refuse (40301) a caller whose role lacks the permission. Mount after the session guard. */
export function requirePermission(...permission: Permission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!can(c.get('auth').role, ...permission)) throw new ApiFailure(ErrorCode.Forbidden);
    await next();
  });
}

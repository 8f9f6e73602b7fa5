/**
 * /api/setting/users: the users directory, the current user's record, TOTP enrolment and the password
 * change (SPEC.md section 7). A pre-two-factor token reaches only the own record and generate-secret, a
 * password that must be changed only the own record and change-password (each route's rule). Callers with
 * view:user get the resource engine's list and read on the same paths (a superset of the directory and of
 * CurrentUser): these two replace the engine's, whose other calls for users stay (server/routes/area.ts).
 */
import { asc, count, eq, isNull } from 'drizzle-orm';
import type { Handler } from 'hono';
import QRCode from 'qrcode';
import type { CurrentUser, SecretResponse, UserRef } from '../../../src/domain/api-types';
import { ErrorCode } from '../../../src/domain/errors';
import { can } from '../../../src/domain/permissions';
import { issue } from '../../../src/domain/validation';
import { checkNewPassword } from '../../auth/password-policy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { newTotpSecret, otpauthUri } from '../../auth/totp';
import { users } from '../../db/schema';
import { ApiFailure, ERROR_TEXT, idParam, jsonBody } from '../../http/errors';
import { route, routeList, signedIn, type RouteDef } from '../../http/api-route';
import { versionedUpdate } from '../../resources/versioned-writes';
import type { AppEnv } from '../../http/env';
import { listResponse } from '../../http/list';
import type { ResourceRegistry } from '../../resources/binding';
import { listParamNames, refuseUnknownParams } from '../../resources/list-params';
import { listHandler, readHandler } from '../../resources/routes';
import { userById } from '../session';

type UserRow = typeof users.$inferSelect;

function currentUserOf(user: UserRow): CurrentUser {
  return {
    ID: user.id,
    Name: user.name,
    Username: user.username,
    Email: user.email,
    Role: user.role,
    CanApproveReturns: user.canApproveReturns,
    PasswordChangedAt: user.passwordChangedAt ? user.passwordChangedAt.toISOString() : null,
  };
}

/** What a password must not be built from: the user's name (and its parts), username and e-mail. */
function personalWords(user: UserRow): string[] {
  return [user.name, ...user.name.split(/\s+/), user.username, user.email, user.email.split('@')[0]];
}

export function userRoutes(resources: ResourceRegistry): RouteDef[] {
  const routes = routeList();
  const binding = resources.bindingOf('users');
  const engineList = listHandler(binding);
  const engineRead = readHandler(binding);

  // Every signed-in user reads the directory (names of "created by" everywhere); docs/decisions.md.
  // With view:user it is the engine's list (filters, q, sort, cursor) with every list column.
  const directory: Handler<AppEnv> = async (c, next) => {
    if (can(c.get('auth').role, 'view', 'user')) return engineList(c, next);
    // The directory answers every user whatever the list's parameters ask; one it does not know is still refused.
    refuseUnknownParams(c.req.query(), listParamNames(binding.def));
    const { db } = c.get('deps');
    const rows = await db.select({ ID: users.id, Name: users.name, Role: users.role }).from(users).orderBy(asc(users.id));
    const [{ total }] = await db.select({ total: count() }).from(users);
    return listResponse<UserRef>(c, rows, total);
  };

  const record: Handler<AppEnv> = async (c, next) => {
    const id = idParam(c);
    const auth = c.get('auth');
    // The engine's read (CurrentUser's fields plus Version, CreatedAt, UpdatedAt) for view:user.
    if (auth.tfa && can(auth.role, 'view', 'user')) return engineRead(c, next);
    const user = await userById(c.get('deps').db, id);
    if (!user) throw new ApiFailure(ErrorCode.NotFound);
    return c.json(currentUserOf(user));
  };

  // Both replace the engine's list and read of users, which they call for view:user.
  routes.add(
    { ...route.get('/users', signedIn(), directory), replacesEngine: true },
    // The own record (also before the second factor, and while the password must be changed), or any with view:user.
    {
      ...route.get(
        '/users/:id{[0-9]+}',
        { caller: 'session', own: { others: ['view', 'user'], preTwoFactor: true }, passwordChange: true },
        record,
      ),
      replacesEngine: true,
    },
  );

  // Only for the own id, also before the second factor.
  routes.post('/users/:id/generate-secret', { caller: 'session', own: { preTwoFactor: true } }, async (c) => {
    const id = idParam(c);
    const { db, clock, resources } = c.get('deps');
    const secret = newTotpSecret();
    const username = await db.transaction(async (tx) => {
      // Refused once a secret is confirmed: with only a password (pre-two-factor token) nobody may
      // replace the second factor (docs/decisions.md "Re-enrolment").
      const user = await versionedUpdate(tx, resources.bindingOf('users'), {
        id,
        set: { totpPendingSecret: secret },
        where: isNull(users.totpSecret),
        now: clock.now(),
        actorId: id,
        action: 'totp-secret-generated',
        entity: 'user',
      });
      if (!user) {
        const exists = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
        throw exists.length
          ? new ApiFailure(ErrorCode.Conflict, 'Two-factor authentication is already set up for this account')
          : new ApiFailure(ErrorCode.NotFound);
      }
      return String(user.Username);
    });
    const raw = otpauthUri(username, secret);
    const qr = await QRCode.toDataURL(raw, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
    return c.json({ qr, raw } satisfies SecretResponse);
  });

  // Only for the own id, and open while the password must be changed.
  routes.put('/users/:id/change-password', { caller: 'session', own: {}, passwordChange: true }, async (c) => {
    const id = idParam(c);
    const auth = c.get('auth');
    const { db, clock, resources } = c.get('deps');
    const body = await jsonBody(c);
    const user = await userById(db, id);
    if (!user) throw new ApiFailure(ErrorCode.NotFound);
    const fields = checkNewPassword(body, personalWords(user));
    if (fields) throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], fields);
    const { password } = body as { password: string };
    if (await verifyPassword(user.passwordHash, password)) {
      throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { password: issue('validation.passwordReused') });
    }
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    // Changed meanwhile (another tab, an administrator): refused as stale rather than overwritten. No hashes in
    // the audit trail: the event says only when the password changed.
    await db.transaction((tx) =>
      versionedUpdate(tx, resources.bindingOf('users'), {
        id,
        set: { passwordHash, passwordChangedAt: now },
        expectedVersion: user.version,
        now,
        actorId: auth.id,
        action: 'password-changed',
        entity: 'user',
      }),
    );
    return c.body(null, 204);
  });

  return routes.list;
}

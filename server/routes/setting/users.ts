/**
 * /api/setting/users: the users directory, the current user's record, TOTP enrolment and the password
 * change (SPEC.md section 7). Behind the session guard; a pre-two-factor token reaches only the own
 * record and generate-secret (server/http/session.ts). Callers with view:user get the resource engine's
 * list and read on the same paths (a superset of the directory and of CurrentUser); the engine's other
 * calls for users are mounted after these routes (server/routes/setting/index.ts).
 */
import { Hono } from 'hono';
import { asc, count, eq, isNull } from 'drizzle-orm';
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
import { versionedUpdate } from '../../resources/versioned-writes';
import type { AppEnv } from '../../http/env';
import { listResponse } from '../../http/list';
import type { ResourceRegistry } from '../../resources/binding';
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

export function userRoutes(resources: ResourceRegistry) {
  const routes = new Hono<AppEnv>();
  const binding = resources.bindingOf('users');
  const engineList = listHandler(binding);
  const engineRead = readHandler(binding);

  // Every signed-in user reads the directory (names of "created by" everywhere); docs/decisions.md.
  // With view:user it is the engine's list (filters, q, sort, cursor) with every list column.
  routes.get('/', async (c, next) => {
    if (can(c.get('auth').role, 'view', 'user')) return engineList(c, next);
    const { db } = c.get('deps');
    const rows = await db.select({ ID: users.id, Name: users.name, Role: users.role }).from(users).orderBy(asc(users.id));
    const [{ total }] = await db.select({ total: count() }).from(users);
    return listResponse<UserRef>(c, rows, total);
  });

  routes.get('/:id{[0-9]+}', async (c, next) => {
    const id = idParam(c);
    const auth = c.get('auth');
    // The engine's read (CurrentUser's fields plus Version, CreatedAt, UpdatedAt) for view:user.
    if (auth.tfa && can(auth.role, 'view', 'user')) return engineRead(c, next);
    if (id !== auth.id) throw new ApiFailure(ErrorCode.Forbidden);
    const user = await userById(c.get('deps').db, id);
    if (!user) throw new ApiFailure(ErrorCode.NotFound);
    return c.json(currentUserOf(user));
  });

  routes.post('/:id/generate-secret', async (c) => {
    const id = idParam(c);
    if (id !== c.get('auth').id) throw new ApiFailure(ErrorCode.Forbidden);
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

  routes.put('/:id/change-password', async (c) => {
    const id = idParam(c);
    const auth = c.get('auth');
    if (id !== auth.id) throw new ApiFailure(ErrorCode.Forbidden);
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

  return routes;
}

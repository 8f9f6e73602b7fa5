/**
 * The sign-in calls (SPEC.md sections 4 and 7): password, then a TOTP code, then refreshes of the full
 * token. Both steps count failures against the account and the address (server/auth/attempts.ts).
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { LoginForm, TotpForm } from '../../src/domain/validation';
import { ErrorCode } from '../../src/domain/errors';
import { canUseConsole } from '../../src/domain/roles';
import { recordAudit } from '../audit';
import { accountKey, assertAttemptsAllowed, clearAttempts, recordFailure, signInLimits } from '../auth/attempts';
import { verifyPassword } from '../auth/passwords';
import { issueToken } from '../auth/tokens';
import { verifyTotp } from '../auth/totp';
import { users } from '../db/schema';
import type { Executor } from '../db/types';
import { PUBLIC, routeList, type RouteDef } from '../http/api-route';
import { ApiFailure, jsonBody, parseWith } from '../http/errors';
import { limitBodyTo } from '../http/body-limit';
import { versionedUpdate } from '../resources/versioned-writes';

/** The one answer to a wrong username, password or code: nothing tells them apart. */
const LOGIN_FAILED = 'Login failed';
/** The 40301 answer to the right password of a Disabled or Reseller account. */
const NO_CONSOLE_ACCESS = 'This account may not use the console';
const loginFailed = () => new ApiFailure(ErrorCode.NotAuthenticated, LOGIN_FAILED);

/** Sign-in bodies are tiny; anything bigger is refused before it is read. */
const smallBody = limitBodyTo(16 * 1024);

export function userById(db: Executor, id: number) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** `code` is the field; `authenticationCode` (SPEC.md section 3's name) is accepted as an alias. */
function withCodeAlias(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    if (record.code === undefined && record.authenticationCode !== undefined) return { ...record, code: record.authenticationCode };
  }
  return body;
}

export function sessionRoutes(): RouteDef[] {
  const api = routeList();

  api.post('/login', PUBLIC, smallBody, async (c) => {
    const body = parseWith(LoginForm, await jsonBody(c));
    const { db, config, clock } = c.get('deps');
    // The form checks presence; a number or other JSON value is read as its text.
    const username = String(body.username).trim();
    const limits = signInLimits(username, c.get('clientAddress'));
    await assertAttemptsAllowed(db, limits, clock.now());

    const user = await db.query.users.findFirst({ where: sql`lower(${users.username}) = lower(${username})` });
    // Verified even for an unknown user (against a dummy hash) so both cost the same time.
    const passwordOk = await verifyPassword(user?.passwordHash, String(body.password));
    if (!user || !passwordOk) {
      await recordFailure(db, limits, clock.now());
      throw loginFailed();
    }
    // Only after the right password: the login screen then says the account may not use the console.
    if (!canUseConsole(user.role)) throw new ApiFailure(ErrorCode.Forbidden, NO_CONSOLE_ACCESS);
    const subject = { id: user.id, role: user.role, secret: user.totpSecret !== null };
    return c.json(await issueToken(subject, false, config.jwtSecret, clock));
  });

  // Only the token between the password and the code.
  api.post('/authenticate-totp', { caller: 'preTwoFactor' }, smallBody, async (c) => {
    const body = parseWith(TotpForm, withCodeAlias(await jsonBody(c)));
    const { db, config, clock, resources } = c.get('deps');
    const user = await userById(db, c.get('auth').id);
    if (!user || !canUseConsole(user.role)) throw new ApiFailure(ErrorCode.NotAuthenticated);
    const limits = signInLimits(user.username, c.get('clientAddress'));
    const now = clock.now();
    await assertAttemptsAllowed(db, limits, now);

    // The confirmed secret, or the pending one of a first enrolment (promoted by this code).
    const enrolling = user.totpSecret === null;
    const secret = user.totpSecret ?? user.totpPendingSecret;
    const step = secret === null ? null : verifyTotp(secret, String(body.code).trim(), now);
    const accepted =
      step !== null &&
      secret !== null &&
      (await db.transaction(async (tx) => {
        // Atomic replay check: only a step later than the last accepted one moves it forward, so two
        // requests racing with one code cannot both succeed, on one process or many.
        const fresh = and(
          or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
          enrolling ? and(isNull(users.totpSecret), eq(users.totpPendingSecret, secret)) : eq(users.totpSecret, secret),
        );
        if (enrolling) {
          const enrolled = await versionedUpdate(tx, resources.bindingOf('users'), {
            id: user.id,
            set: { totpLastStep: step, totpSecret: secret, totpPendingSecret: null },
            where: fresh,
            now,
            actorId: user.id,
            action: 'totp-enrolled',
            entity: 'user',
          });
          if (!enrolled) return false;
        } else {
          // The last step is the replay guard's bookkeeping, not a change of the account: no Version, no event.
          const [row] = await tx
            .update(users)
            .set({ totpLastStep: step })
            .where(and(eq(users.id, user.id), fresh))
            .returning({ id: users.id });
          if (!row) return false;
        }
        await recordAudit(tx, { actorId: user.id, entity: 'user', entityId: user.id, action: 'sign-in' });
        return true;
      }));
    if (!accepted) {
      await recordFailure(db, limits, now);
      throw loginFailed();
    }
    await clearAttempts(db, accountKey(user.username));
    return c.json(await issueToken({ id: user.id, role: user.role, secret: true }, true, config.jwtSecret, clock));
  });

  // A full token, also while the password must be changed (the forced change refreshes too).
  api.post('/refresh', { caller: 'session', passwordChange: true }, async (c) => {
    const { db, config, clock } = c.get('deps');
    const user = await userById(db, c.get('auth').id);
    // The token is re-issued from the stored user: a disabled account or a changed role takes effect here.
    if (!user || !canUseConsole(user.role) || user.totpSecret === null) throw new ApiFailure(ErrorCode.NotAuthenticated);
    return c.json(await issueToken({ id: user.id, role: user.role, secret: true }, true, config.jwtSecret, clock));
  });

  return api.list;
}

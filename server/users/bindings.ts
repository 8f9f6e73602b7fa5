/**
 * Staff accounts on the hand-written `users` table. Passwords are hashed by the engine (argon2id) into
 * password_hash; setting one also sets PasswordChangedAt. A user may not change their own role nor delete
 * themselves (40301, docs/decisions.md). "Reset two-factor" clears the TOTP state so the next sign-in
 * enrols again.
 */
import { ErrorCode } from '../../src/domain/errors';
import type { ResourceDef } from '../../src/domain/resources/types';
import { users } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { bindResource, type TableBinding } from '../resources/binding';
import type { ResourceHooks } from '../resources/hooks';

const userHooks: ResourceHooks = {
  beforeWrite({ auth, mode, current, values, now }) {
    if (mode === 'update' && current?.ID === auth.id && 'Role' in values && values.Role !== current.Role) {
      throw new ApiFailure(ErrorCode.Forbidden, 'You cannot change your own role');
    }
    if (typeof values.Password === 'string') values.PasswordChangedAt = now.toISOString();
  },
  beforeDelete({ auth, records }) {
    if (records.some((record) => record.ID === auth.id)) throw new ApiFailure(ErrorCode.Forbidden, 'You cannot delete your own account');
  },
  actions: {
    'reset-two-factor': () => ({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }),
  },
  // The sign-in flow audits enrolment and password changes under the entity "user".
  historyAliases: ['user'],
};

export function bindUsers(def: ResourceDef): TableBinding {
  return bindResource(def, users, {
    columns: {
      Username: users.username,
      Name: users.name,
      Email: users.email,
      Role: users.role,
      CanApproveReturns: users.canApproveReturns,
      Password: users.passwordHash,
      PasswordChangedAt: users.passwordChangedAt,
    },
    hooks: userHooks,
  });
}

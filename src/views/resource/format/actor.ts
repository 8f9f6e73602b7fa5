/** Who did something, by user id: user 0 is "System", an unknown caller says so, others by their name. */
import type { IntlShape } from 'react-intl';
import type { UserRef } from '../../../domain/api-types';

export function actorName(intl: IntlShape, users: readonly UserRef[], id: number | null): string {
  if (id === 0) return intl.formatMessage({ id: 'common.system' });
  if (id == null) return intl.formatMessage({ id: 'resource.history.unknownActor' });
  return users.find((u) => u.ID === id)?.Name ?? `#${id}`;
}

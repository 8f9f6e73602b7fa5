/**
 * The React key of a screen's route: a list and its new and detail screens share it, so moving between
 * them keeps a resource's split pane mounted (scroll position, selection, loaded pages). Read from the
 * name alone: the routes sit in the entry chunk, which must not pull in the resource declarations.
 */
import type { Screen } from '../../domain/screens';

export function screenRouteKey(screen: Pick<Screen, 'name'>): string {
  return screen.name.replace(/(Index|New|Detail)$/, '');
}

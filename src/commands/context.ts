/** The command context of the current render: router, session, typed text, platform. */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { session, viewerOf } from '../store/session';
import { detectPlatform } from './shortcuts';
import type { CommandContext } from './types';

const NO_SELECTION: readonly string[] = [];

/**
 * Base context for the current location and user. The palette and the hotkeys derive per-run contexts
 * from it with `withQuery`.
 */
export function useCommandContext(): CommandContext {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const snap = useSnapshot(session);
  const payload = snap.payload;
  const user = snap.user;
  const permissions = snap.permissions;
  return useMemo<CommandContext>(
    () => ({
      navigate,
      location,
      search,
      viewer: viewerOf({ payload, user }),
      hasPermission: (key: string) => permissions.includes(key),
      query: '',
      selection: NO_SELECTION,
      platform: detectPlatform(),
      source: 'global',
    }),
    [navigate, location, search, payload, user, permissions],
  );
}

export function withQuery(ctx: CommandContext, query: string, source: CommandContext['source']): CommandContext {
  return { ...ctx, query, source };
}

/** `path?query` with one query parameter set (replacing an existing one). */
export function hrefWithParam(location: string, search: string, key: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(key, value);
  return `${location}?${params.toString()}`;
}

import { useEffect } from 'react';
import { screenContentMounted } from '../../commands/key-buffer';

/**
 * For a routed screen's content (not its loading state): tells the key buffer the screen is on the page,
 * so keys typed while it loaded are played to it (`/` finds its filter).
 */
export function useContentShown(): void {
  useEffect(() => screenContentMounted(), []);
}

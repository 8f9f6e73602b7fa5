import { useEffect } from 'react';
import type { Screen } from '../../domain/screens';
import { whenIdle } from '../common/deferred';
import { ScreenPlaceholder } from '../common/ScreenPlaceholder';
import { preloadEditors } from './kinds';
import { resourceOfScreen } from './resource-of-screen';
import { SingletonScreen } from './singleton/SingletonScreen';
import { SplitScreen } from './split/SplitScreen';

/**
 * The engine's screen for a routed screen of a declared resource: the split list/record view, or the one
 * record of a singleton. Screens without a resource keep the placeholder.
 */
export function ResourceScreen({ screen }: { screen: Screen }) {
  const def = resourceOfScreen(screen);
  // The forms' heavy editors load in their own chunks once the screen has painted (src/views/common/deferred.tsx).
  useEffect(() => whenIdle(preloadEditors), []);
  if (!def) return <ScreenPlaceholder screen={screen} />;
  if (def.singleton) return <SingletonScreen key={def.name} def={def} screen={screen} />;
  return <SplitScreen key={def.name} def={def} screen={screen} />;
}

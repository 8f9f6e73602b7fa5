/** The bespoke screens' registry (src/views/screen-registry.ts) names screens of the screen table only. */
import { describe, expect, it } from 'vitest';
import { importByScreen } from '../../src/domain/imports/definitions';
import { resourceByScreen } from '../../src/domain/resources';
import { SCREENS, screenByName } from '../../src/domain/screens';
import { BESPOKE_SCREENS, bespokeScreen } from '../../src/views/screen-registry';
import { resourceOfScreen } from '../../src/views/resource/resource-of-screen';

describe('the bespoke screens registry', () => {
  it('registers only screens of the screen table', () => {
    const unknown = Object.keys(BESPOKE_SCREENS).filter((name) => !screenByName.has(name));
    expect(unknown).toEqual([]);
  });

  it('never registers a declared resource’s screen, which the engine shows, unless the declaration asks for a bespoke new screen', () => {
    const bespokeNew = (name: string) => name.endsWith('New') && resourceOfScreen({ name })?.bespokeNew === true;
    const taken = Object.keys(BESPOKE_SCREENS).filter(
      (name) => (resourceOfScreen({ name }) !== null || resourceByScreen.has(name)) && !bespokeNew(name),
    );
    expect(taken).toEqual([]);
  });

  it('has a bespoke new screen for every declaration that asks for one', () => {
    for (const s of SCREENS.filter((one) => one.kind === 'new' && resourceOfScreen(one)?.bespokeNew))
      expect(BESPOKE_SCREENS[s.name], s.name).toBeDefined();
    expect(BESPOKE_SCREENS.ShopOrderNew).toBeDefined();
  });

  it('has a page for every session screen and every import', () => {
    for (const s of SCREENS.filter((one) => one.area === 'session')) expect(BESPOKE_SCREENS[s.name], s.name).toBeDefined();
    for (const name of importByScreen.keys()) expect(BESPOKE_SCREENS[name], name).toBeDefined();
  });

  it('gives one lazy component per name, and none for a screen that is not bespoke', () => {
    expect(bespokeScreen('ShopDash')).toBe(bespokeScreen('ShopDash'));
    expect(bespokeScreen('SettingFaqIndex')).toBeNull();
  });
});

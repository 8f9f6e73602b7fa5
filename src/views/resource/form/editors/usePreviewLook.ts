import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { preferences } from '../../../../store/preferences';

/** What a sandboxed preview frame needs to look like the console's theme: its colours and scheme. */
export interface PreviewLook {
  scheme: 'light' | 'dark';
  background: string;
  text: string;
}

const FALLBACK: Record<PreviewLook['scheme'], PreviewLook> = {
  light: { scheme: 'light', background: 'Canvas', text: 'CanvasText' },
  dark: { scheme: 'dark', background: 'Canvas', text: 'CanvasText' },
};

/** A colour token's value from the design tokens on <html>; only plain colour values are used. */
function token(name: string): string | null {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,/%]+\))$/i.test(value) ? value : null;
}

/**
 * The theme's surface and text colours for a preview frame. A frame's document does not inherit the
 * console's styles, so they are handed in as inline styles (the only styles the policy allows there);
 * `color-scheme` also gives the frame's links and form controls the theme's light or dark defaults.
 * Read after the theme is on <html> (App sets it before effects run), again whenever it changes.
 */
export function usePreviewLook(): PreviewLook {
  const { theme } = useSnapshot(preferences);
  const [look, setLook] = useState<PreviewLook>(FALLBACK[theme]);
  useEffect(() => {
    setLook({ scheme: theme, background: token('--color-surface') ?? 'Canvas', text: token('--color-text') ?? 'CanvasText' });
  }, [theme]);
  return look;
}

/** The inline styles of the preview document's root and body. */
export function previewStyles(look: PreviewLook): { html: string; body: string } {
  return {
    html: `color-scheme:${look.scheme};background:${look.background}`,
    body: `font:14px/1.5 system-ui,sans-serif;margin:8px;color:${look.text};background:${look.background}`,
  };
}

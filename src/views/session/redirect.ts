/** The redirect query of the session screens: only paths inside the console, never back to a session screen. */
function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/^\/(login|authenticate)(\?|\/|$)/.test(value)) return null;
  return value;
}

export function redirectOf(search: string): string | null {
  return safeRedirect(new URLSearchParams(search).get('redirect'));
}

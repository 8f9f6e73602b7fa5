/** Pages under /shop, /support, /product and /setting are shown with the navigation and the toolbar. */
export function isShellPath(path: string): boolean {
  return /^\/(shop|support|product|setting)(\/|$)/.test(path);
}

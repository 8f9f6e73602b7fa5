/** Pages under /shop, /product and /setting are shown with the navigation and the toolbar. */
export function isShellPath(path: string): boolean {
  return /^\/(shop|product|setting)(\/|$)/.test(path);
}

import { Redirect, useSearch } from 'wouter';

/**
 * Replace the address with another, keeping the query of the address asked for (an incoming call, say)
 * beside the target's own: `/shop?call=…` for a user who starts on the orders opens
 * `/shop/orders?interval=6&refresh=true&call=…`. The target's own values win.
 */
export function Forward({ to }: { to: string }) {
  const search = useSearch();
  return <Redirect to={withQuery(to, search)} replace />;
}

function withQuery(to: string, search: string): string {
  if (!search) return to;
  const [path, own = ''] = to.split('?');
  const params = new URLSearchParams(own);
  for (const [key, value] of new URLSearchParams(search)) if (!params.has(key)) params.append(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

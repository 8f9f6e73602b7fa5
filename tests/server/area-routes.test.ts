/**
 * The area routers' rule (server/routes/area.ts, docs/decisions.md "Authorization"): the features' routes are
 * mounted before the engine's, whatever would depend on that order stops the app's start, and a declared document
 * needs a route. Built from the product's registry; no database is involved.
 */
import { describe, expect, it } from 'vitest';
import { assembleServer } from '../../server/features';
import { accessKey, inArea, route, routerOf, type RouteDef } from '../../server/http/api-route';
import { areaRouter } from '../../server/routes/area';
import { ID_SEGMENT } from '../../src/domain/api-access';
import { tickets } from '../../src/features/support/resources/tickets';
import { resourceActions } from '../../src/domain/resources/workflow';

const { resources } = assembleServer();
const feature = (method: 'GET' | 'POST', path: string): RouteDef => ({
  method,
  path,
  access: inArea('support'),
  handlers: [(c) => c.text('feature')],
});
const paths = (app: ReturnType<typeof routerOf>) => app.routes.map((r) => accessKey(r.method, r.path));

describe('an area router', () => {
  it('mounts the features first: a path the engine would take but not serve is the feature’s', async () => {
    // `/tickets/{id}/:action` would read `escalate` as an undeclared action (40401).
    const escalate = feature('POST', `/tickets/${ID_SEGMENT}/escalate`);
    const app = areaRouter('support', [escalate], resources);
    const order = paths(app);
    expect(order.indexOf(`POST /tickets/${ID_SEGMENT}/escalate`)).toBe(0);
    expect(order.indexOf(`POST /tickets/${ID_SEGMENT}/:action`)).toBeGreaterThan(0);
    const answer = await app.request(`/tickets/7/escalate`, { method: 'POST' });
    expect(await answer.text()).toBe('feature');
  });

  it('refuses a feature route that takes a declared action’s path, one record’s or a selection’s', () => {
    const one = resourceActions(tickets).find((a) => !a.bulk)!;
    const bulk = resourceActions(tickets).find((a) => a.bulk)!;
    expect(() => areaRouter('support', [feature('POST', `/tickets/${ID_SEGMENT}/${one.id}`)], resources)).toThrow(
      `POST /tickets/${ID_SEGMENT}/${one.id} takes /tickets/1/${one.id}, which the engine's /tickets/${ID_SEGMENT}/:action serves`,
    );
    expect(() => areaRouter('support', [feature('POST', `/tickets/actions/${bulk.id}`)], resources)).toThrow(
      `takes /tickets/actions/${bulk.id}`,
    );
    // A parameter that could be a declared action's name takes it too.
    expect(() => areaRouter('support', [feature('POST', `/tickets/${ID_SEGMENT}/:verb`)], resources)).toThrow('which the engine');
  });

  it('refuses a feature route on an engine route’s method and path, unless it says it replaces it', () => {
    const read = feature('GET', `/tickets/${ID_SEGMENT}`);
    expect(() => areaRouter('support', [read], resources)).toThrow(`GET /tickets/${ID_SEGMENT} takes /tickets/1`);
    const app = areaRouter('support', [{ ...read, replacesEngine: true }], resources);
    expect(paths(app).filter((key) => key === `GET /tickets/${ID_SEGMENT}`)).toHaveLength(1);
    expect(() => areaRouter('support', [{ ...feature('GET', '/tickets/summary'), replacesEngine: true }], resources)).toThrow(
      'GET /tickets/summary says it replaces an engine route, but none has its path',
    );
  });

  it('refuses a declared document without a route', () => {
    expect(() => areaRouter('shop', [], resources)).toThrow(/declares the document \S+, but no route serves GET \/shop\//);
  });
});

describe('a router of route values', () => {
  it('refuses a route without a rule, and a method and path given twice', () => {
    const handler = route.get('/x', inArea('support'), (c) => c.text('x')).handlers[0];
    // @ts-expect-error -- the rule is required: a handler in its place does not compile
    route.get('/no-rule', handler);
    expect(() => routerOf([{ method: 'GET', path: '/no-rule', handlers: [handler] } as unknown as RouteDef])).toThrow(
      'GET /no-rule has no access rule',
    );
    expect(() => routerOf([feature('GET', '/twice'), feature('GET', '/twice')])).toThrow('GET /twice is declared twice');
  });
});

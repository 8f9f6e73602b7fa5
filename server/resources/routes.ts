/**
 * The API of one resource, generated from its declaration (base `/api/{area}/{path}`): list, export, read,
 * history, create, update, delete, bulk delete and custom actions, or read and update for a singleton. Each
 * route is registered with its rule, derived from the declaration (./access.ts): views need `permissions.view`,
 * writes `permissions.update`, a custom action its own permission; the access guard applies it.
 */
import type { Context, Handler } from 'hono';
import { ID_SEGMENT, PROPOSALS_SEGMENT, REFERENCE_TITLES_SEGMENT, engineCreates, titledReferences } from '../../src/domain/api-access';
import { HEADER_RECORDS, HEADER_RECORDS_CAPPED } from '../../src/domain/constants';
import { ErrorCode } from '../../src/domain/errors';
import { routeList, type RouteDef } from '../http/api-route';
import type { AppEnv } from '../http/env';
import { ApiFailure, idParam, jsonBody } from '../http/errors';
import { resourceAccess } from './access';
import { customAction, runActionWithOutcome, runBulkAction } from './actions';
import { ACTION_OUTCOME_KEY } from '../../src/domain/resources/workflow';
import type { ResourceBinding } from './binding';
import { deleteRecord, deleteRecords } from './deletes';
import { exportFileName, exportRecords, toCsv } from './export';
import { historyOf } from './history';
import { parseListParams, refuseUnknownParams } from './list-params';
import { runList } from './list-sql';
import { createRecord, updateRecord, type MutationContext } from './mutations';
import { proposeValues } from './proposals';
import { readRecord } from './records';
import { referenceTitles } from './reference-titles';
import { singletonRecord } from './singleton';
import { withStaleWriters } from './stale-writers';

/** A numeric id segment; anything else falls through to the API's 40401. */
const ID = ID_SEGMENT;
/** A bulk request selects by the ids in its body: its query takes nothing, so a filter put there is refused, not ignored. */
const NO_PARAMS: ReadonlySet<string> = new Set();

export function mutationContext(c: Context<AppEnv>): MutationContext {
  const { db, clock, config, resources } = c.get('deps');
  return { db, resources, auth: c.get('auth'), now: clock.now(), filesDir: config.filesDir, signingKey: config.jwtSecret };
}

export function listHandler(binding: ResourceBinding): Handler<AppEnv> {
  return async (c) => {
    const params = parseListParams(binding.def, c.req.query(), c.get('deps').clock.now(), c.get('auth').id);
    const page = await runList(c.get('deps').db, binding, params);
    c.header(HEADER_RECORDS, String(page.total));
    if (page.capped) c.header(HEADER_RECORDS_CAPPED, 'true');
    c.header('Access-Control-Expose-Headers', `${HEADER_RECORDS}, ${HEADER_RECORDS_CAPPED}`);
    return c.json({ data: page.data, nextCursor: page.nextCursor });
  };
}

export function readHandler(binding: ResourceBinding): Handler<AppEnv> {
  return async (c) => {
    const record = await readRecord(c.get('deps').db, binding, idParam(c));
    if (!record) throw new ApiFailure(ErrorCode.NotFound);
    return c.json(record);
  };
}

/** The routes of one resource, relative to its base (the area's router mounts them under `/{path}`). */
export function resourceRoutes(binding: ResourceBinding): RouteDef[] {
  const { def } = binding;
  const api = routeList();
  const access = resourceAccess(def);
  const { read, write } = access;

  const history: Handler<AppEnv> = async (c) => c.json({ data: await historyOf(c.get('deps').db, binding, idParam(c)) });
  /** An update; a stale one is answered with the record as it is now and who wrote it since. */
  const answerUpdate = async (c: Context<AppEnv>, id: (context: MutationContext) => Promise<number> | number) => {
    const context = mutationContext(c);
    const body = await jsonBody(c);
    try {
      return c.json(await updateRecord(context, binding, await id(context), body));
    } catch (error) {
      throw await withStaleWriters(context.db, binding, error, body);
    }
  };
  const put: Handler<AppEnv> = async (c) => answerUpdate(c, () => idParam(c));

  if (def.singleton) {
    api.get('/', read, async (c) => c.json(await singletonRecord(mutationContext(c), binding)));
    if (def.actions.edit) {
      api.put('/', write, async (c) => answerUpdate(c, async (context) => (await singletonRecord(context, binding)).ID));
    }
    api.get(`/${ID}/history`, read, history);
    return api.list;
  }

  api.get('/', read, listHandler(binding));
  api.get('/export', read, async (c) => {
    const params = parseListParams(def, c.req.query(), c.get('deps').clock.now(), c.get('auth').id);
    const csv = toCsv(binding, await exportRecords(c.get('deps').db, binding, params));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${exportFileName(binding, c.get('deps').clock.now())}"`);
    return c.body(csv);
  });
  if (titledReferences(def).length)
    api.get(`/${REFERENCE_TITLES_SEGMENT}`, read, async (c) =>
      c.json({ data: await referenceTitles(c.get('deps').db, binding, c.req.query()) }),
    );
  if (def.actions.delete) {
    api.post('/delete', write, async (c) => {
      refuseUnknownParams(c.req.query(), NO_PARAMS);
      return c.json({ deleted: await deleteRecords(mutationContext(c), binding, await jsonBody(c)) });
    });
  }
  // An action the declaration does not name answers 40401 (customAction) to whoever the rule admits.
  api.post('/actions/:action', access.actions(true), async (c) => {
    const action = customAction(binding, c.req.param('action') ?? '', true);
    refuseUnknownParams(c.req.query(), NO_PARAMS);
    return c.json({ updated: await runBulkAction(mutationContext(c), binding, action, await jsonBody(c)) });
  });
  api.get(`/${ID}`, read, readHandler(binding));
  api.get(`/${ID}/history`, read, history);
  if (engineCreates(def))
    api.post('/', write, async (c) => c.json(await createRecord(mutationContext(c), binding, await jsonBody(c)), 201));
  if (def.actions.edit) api.put(`/${ID}`, write, put);
  if (def.actions.delete) {
    api.delete(`/${ID}`, write, async (c) => {
      await deleteRecord(mutationContext(c), binding, idParam(c), c.req.query('version'));
      return c.body(null, 204);
    });
  }
  if (access.proposals) {
    // Before the actions' pattern, which would otherwise take `proposals` for an action's name.
    api.post(`/${ID}/${PROPOSALS_SEGMENT}`, access.proposals, async (c) => {
      const context = mutationContext(c);
      const body = await jsonBody(c);
      try {
        return c.json({ data: await proposeValues(context, binding, idParam(c), body) }, 201);
      } catch (error) {
        throw await withStaleWriters(context.db, binding, error, body);
      }
    });
  }
  api.post(`/${ID}/:action`, access.actions(false), async (c) => {
    const action = customAction(binding, c.req.param('action') ?? '', false);
    const { record, outcome } = await runActionWithOutcome(mutationContext(c), binding, action, idParam(c), await jsonBody(c));
    // What the action's effect reports (the e-mail it queued) rides beside the record, under one key.
    return c.json(outcome ? { ...record, [ACTION_OUTCOME_KEY]: outcome } : record);
  });
  return api.list;
}

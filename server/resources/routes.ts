/**
 * The API of one resource, generated from its declaration (base `/api/{area}/{path}`): list, export, read,
 * history, create, update, delete, bulk delete and custom actions, or read and update for a singleton.
 * Views need `permissions.view`, writes `permissions.update`, a custom action its own permission; the
 * access table derives the same rules from the declaration (src/domain/api-access.ts `resourceAccess`).
 */
import { Hono, type Context, type Handler } from 'hono';
import { ID_SEGMENT, PROPOSALS_SEGMENT, REFERENCE_TITLES_SEGMENT, engineCreates, titledReferences } from '../../src/domain/api-access';
import { HEADER_RECORDS, HEADER_RECORDS_CAPPED } from '../../src/domain/constants';
import { ErrorCode } from '../../src/domain/errors';
import { can } from '../../src/domain/permissions';
import type { AppEnv } from '../http/env';
import { ApiFailure, idParam, jsonBody } from '../http/errors';
import { requirePermission } from '../http/guards';
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

function actionPermission(binding: ResourceBinding, bulk: boolean): Handler<AppEnv> {
  return async (c, next) => {
    const action = customAction(binding, c.req.param('action') ?? '', bulk);
    if (!can(c.get('auth').role, ...action.permission)) throw new ApiFailure(ErrorCode.Forbidden);
    if (action.flag && !c.get('flags')[action.flag]) throw new ApiFailure(ErrorCode.Forbidden);
    await next();
  };
}

export function resourceRoutes(binding: ResourceBinding): Hono<AppEnv> {
  const { def } = binding;
  const app = new Hono<AppEnv>();
  const view = requirePermission(...def.permissions.view);
  const update = requirePermission(...def.permissions.update);

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
    app.get('/', view, async (c) => c.json(await singletonRecord(mutationContext(c), binding)));
    if (def.actions.edit) {
      app.put('/', update, async (c) => answerUpdate(c, async (context) => (await singletonRecord(context, binding)).ID));
    }
    app.get(`/${ID}/history`, view, history);
    return app;
  }

  app.get('/', view, listHandler(binding));
  app.get('/export', view, async (c) => {
    const params = parseListParams(def, c.req.query(), c.get('deps').clock.now(), c.get('auth').id);
    const csv = toCsv(binding, await exportRecords(c.get('deps').db, binding, params));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${exportFileName(binding, c.get('deps').clock.now())}"`);
    return c.body(csv);
  });
  if (titledReferences(def).length)
    app.get(`/${REFERENCE_TITLES_SEGMENT}`, view, async (c) =>
      c.json({ data: await referenceTitles(c.get('deps').db, binding, c.req.query()) }),
    );
  if (def.actions.delete) {
    app.post('/delete', update, async (c) => {
      refuseUnknownParams(c.req.query(), NO_PARAMS);
      return c.json({ deleted: await deleteRecords(mutationContext(c), binding, await jsonBody(c)) });
    });
  }
  app.post('/actions/:action', actionPermission(binding, true), async (c) => {
    const action = customAction(binding, c.req.param('action') ?? '', true);
    refuseUnknownParams(c.req.query(), NO_PARAMS);
    return c.json({ updated: await runBulkAction(mutationContext(c), binding, action, await jsonBody(c)) });
  });
  app.get(`/${ID}`, view, readHandler(binding));
  app.get(`/${ID}/history`, view, history);
  if (engineCreates(def))
    app.post('/', update, async (c) => c.json(await createRecord(mutationContext(c), binding, await jsonBody(c)), 201));
  if (def.actions.edit) app.put(`/${ID}`, update, put);
  if (def.actions.delete) {
    app.delete(`/${ID}`, update, async (c) => {
      await deleteRecord(mutationContext(c), binding, idParam(c), c.req.query('version'));
      return c.body(null, 204);
    });
  }
  if (def.proposals) {
    // Before the actions' pattern, which would otherwise take `proposals` for an action's name.
    app.post(`/${ID}/${PROPOSALS_SEGMENT}`, requirePermission(...def.proposals.permission), async (c) => {
      const context = mutationContext(c);
      const body = await jsonBody(c);
      try {
        return c.json({ data: await proposeValues(context, binding, idParam(c), body) }, 201);
      } catch (error) {
        throw await withStaleWriters(context.db, binding, error, body);
      }
    });
  }
  app.post(`/${ID}/:action`, actionPermission(binding, false), async (c) => {
    const action = customAction(binding, c.req.param('action') ?? '', false);
    const { record, outcome } = await runActionWithOutcome(mutationContext(c), binding, action, idParam(c), await jsonBody(c));
    // What the action's effect reports (the e-mail it queued) rides beside the record, under one key.
    return c.json(outcome ? { ...record, [ACTION_OUTCOME_KEY]: outcome } : record);
  });
  return app;
}

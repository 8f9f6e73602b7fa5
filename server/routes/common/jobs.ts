/**
 * `GET /api/common/jobs/{id}`: one job as the Jobs screen shows it, plus its result, for whoever started it
 * (an import or completion screen polls its own job's progress without the Jobs screen's permission). A job
 * of someone else needs view:setting; otherwise it answers 40401, as if there were none.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../../src/domain/errors';
import { can } from '../../../src/domain/permissions';
import { jobs } from '../../db/schema';
import { routeList, signedIn, type RouteDef } from '../../http/api-route';
import { ApiFailure, idParam } from '../../http/errors';
import { readRecord } from '../../resources/records';

export function jobRoutes(): RouteDef[] {
  const routes = routeList();
  // Any signed-in user; whose job it is, the route itself decides (the rule cannot read the record).
  routes.get('/jobs/:id{[0-9]+}', signedIn(), async (c) => {
    const id = idParam(c);
    const { db, resources } = c.get('deps');
    const { id: me, role } = c.get('auth');
    const record = await readRecord(db, resources.bindingOf('jobs'), id);
    if (!record || (record.CreatedBy !== me && !can(role, 'view', 'setting'))) throw new ApiFailure(ErrorCode.NotFound);
    const [{ result }] = await db.select({ result: jobs.Result }).from(jobs).where(eq(jobs.ID, id));
    return c.json({ ...record, Result: result ?? null });
  });
  return routes.list;
}

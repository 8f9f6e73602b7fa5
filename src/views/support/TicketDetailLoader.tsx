/**
 * The ticket's bespoke detail (TicketDetail.tsx) as its own chunk, so the other areas' screens do not carry the
 * desk (tests/build/budget.test.ts). The tickets' list loads it once it has painted (`preload`, see
 * ResourceScreen.tsx), so Enter on the first ticket waits for the ticket's data only.
 */
import { Skeleton } from '../common/Skeleton';
import { deferred } from '../common/deferred';
import type { DetailBodyProps } from '../resource/overrides-types';

const TicketDetailPart = deferred<DetailBodyProps>(
  () => import('./TicketDetail').then((module) => module.TicketDetail),
  <Skeleton rows={6} />,
);

export const TicketDetailLoader = TicketDetailPart.Component;
export const preloadTicketDetail = TicketDetailPart.preload;

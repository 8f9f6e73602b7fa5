/**
 * The ticket's bespoke detail (TicketDetail.tsx) as its own chunk, loaded the first time a ticket opens, so the
 * other areas' screens do not carry the desk (tests/build/budget.test.ts).
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../views/common/Skeleton';
import type { DetailBodyProps } from '../../../views/resource/overrides-types';

const TicketDetail = lazy(() => import('./TicketDetail').then((module) => ({ default: module.TicketDetail })));

export function TicketDetailLoader(props: DetailBodyProps) {
  return (
    <Suspense fallback={<Skeleton rows={6} />}>
      <TicketDetail {...props} />
    </Suspense>
  );
}

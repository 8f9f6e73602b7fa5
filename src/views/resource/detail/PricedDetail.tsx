/**
 * A priced document's detail (an invoice or credit note, an offer): the engine's fields, then why each of its lines
 * costs what it does (src/views/common/line-prices/LinePrices.tsx, loaded as its own chunk), new for each record.
 */
import { LinePrices } from '../../common/line-prices';
import type { DetailBodyProps } from '../overrides-types';
import { DetailFields } from './DetailFields';

export function PricedDetail({ def, record }: DetailBodyProps) {
  return (
    <>
      <DetailFields def={def} record={record} />
      <LinePrices key={record.ID} path={def.path} id={record.ID} currency={String(record.Currency)} version={record.Version} />
    </>
  );
}

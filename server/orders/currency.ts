/**
 * Amounts in SEK for the rules written in SEK (the order checks' "value above 5,000 SEK", the return
 * thresholds): an amount of a NOK or EUR store converted at its currency group's `sek_rate` (reference data,
 * server/db/schema/common.ts), exactly, in minor units (src/domain/money.ts convertMinor).
 */
import { asc, eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { convertMinor } from '../../src/domain/money';
import { currencyGroups } from '../db/schema';
import type { Executor } from '../db/types';
import { ApiFailure } from '../http/errors';

/** What one unit of the currency is worth in SEK, as stored ("0.940000"); SEK is always 1. */
async function sekRateOf(tx: Executor, currency: string): Promise<string> {
  if (currency === 'SEK') return '1';
  const [group] = await tx
    .select({ rate: currencyGroups.sekRate })
    .from(currencyGroups)
    .where(eq(currencyGroups.currency, currency))
    .orderBy(asc(currencyGroups.id))
    .limit(1);
  if (!group) throw new ApiFailure(ErrorCode.BadRequest, `There is no exchange rate to SEK for ${currency}`);
  return String(group.rate);
}

/** An amount in the currency's minor units, in SEK öre. */
export async function toSekMinor(tx: Executor, minor: number, currency: string): Promise<number> {
  const converted = convertMinor(minor, await sekRateOf(tx, currency));
  if (converted == null) throw new ApiFailure(ErrorCode.BadRequest, `The exchange rate to SEK for ${currency} is not usable`);
  return converted;
}

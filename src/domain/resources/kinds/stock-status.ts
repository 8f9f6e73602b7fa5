/** A product stock status id from /product/stock-statuses: `stockStatus('StockStatusID')`. */
import { idKind, make, type DomainKind } from './kind';

export const stockStatus = make('stockStatus');

export const stockStatusKind: DomainKind = idKind;

/** Tables of the settings resources (src/domain/resources/setting.ts), one line each, generated from the declaration. */
import { faq } from '../../../src/domain/resources/setting';
import { resourceTable } from './resource-table';

export const faqs = resourceTable(faq);

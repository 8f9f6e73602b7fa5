/** Tables of the declared resources (src/domain/resources), one line each, generated from the declaration. */
import { faq } from '../../../src/domain/resources/setting';
import { resourceTable } from './resource-table';

export const faqs = resourceTable(faq);

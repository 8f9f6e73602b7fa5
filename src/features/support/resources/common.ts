/** What the support resources share: their permissions (issue 21: reading needs view shop, working a ticket update customer). */
export { help, noun, options } from '../../../domain/resources/declare';

export const SUPPORT = { view: ['view', 'shop'], update: ['update', 'customer'] } as const;

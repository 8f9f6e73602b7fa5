/** Imports as the app assembles them (server/features.ts): the supplier to-dos' hooks and the import job. */
import { IMPORT_JOB, productImportJob } from './job';
import { supplierTodoHooks } from './supplier-todos';
import { importRoutes } from './routes';

export const importsFeature = {
  routes: () => ({ product: importRoutes() }),
  hooks: { 'supplier-import-todos': supplierTodoHooks },
  jobs: { [IMPORT_JOB]: productImportJob },
};

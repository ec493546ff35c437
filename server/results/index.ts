/** The results module: the store of finished matches and its REST API (SPEC API-01..API-08). */
import type { FastifyInstance } from 'fastify';
import { apiErrorHandler } from '../http/errors.ts';
import { registerResultsRoutes } from './routes.ts';
import type { ResultsStore } from './store.ts';

export { createResultsStore } from './store.ts';
export type { ResultListener, ResultsStore } from './store.ts';

export async function installResults(app: FastifyInstance, store: ResultsStore): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler('results request'));
    registerResultsRoutes(scope, store);
  });
}

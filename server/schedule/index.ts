/** The schedule module: /api/schedule, read from the feed simulator's books (SPEC RTE-07, STA-50). */
import type { FastifyInstance } from 'fastify';
import { apiErrorHandler } from '../http/errors.ts';
import { registerScheduleRoutes } from './routes.ts';
import type { ScheduleSource } from './schedule.ts';

export type { ScheduleSource } from './schedule.ts';

export async function installSchedule(app: FastifyInstance, source: ScheduleSource): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(apiErrorHandler('schedule request'));
    registerScheduleRoutes(scope, source);
  });
}

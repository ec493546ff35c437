/**
 * The schedule API (SPEC RTE-07, SCR-08, STA-50, CON-04, CON-05). GET, no sign-in.
 *
 *   GET /api/schedule?date=YYYY-MM-DD&tz=<IANA zone | minutes east of UTC>&sport=<id>&live=<bool>&page=<n>
 *     → { Date, Dates, Sports: [{ ID, Name, Alias, Count }], Matches, Page, Pages, Total }
 *
 * A bad parameter, or a day outside the 7 offered, is 400 `invalid` naming it.
 */
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { scheduleQuerySchema } from '../../schemas/schedule.ts';
import { check } from '../../schemas/validate.ts';
import { sendError, sendInvalid } from '../http/errors.ts';
import { scheduleDay, type ScheduleSource } from './schedule.ts';

/** Kick-offs and live flags change by the minute: a short cache is safe. */
const CACHE = 'public, max-age=5';

export function registerScheduleRoutes(app: FastifyInstance, source: ScheduleSource): void {
  app.get('/api/schedule', async (request, reply) => {
    const query = check(scheduleQuerySchema, request.query ?? {});
    if (!query.ok) return sendInvalid(reply, query.error);
    const answer = scheduleDay(source, query.value);
    if ('field' in answer) return sendError(reply, 400, ERROR_CODES.invalid, answer.message, answer.field);
    reply.header('Cache-Control', CACHE);
    return answer;
  });
}

/**
 * The schedule page's data (SPEC SCR-08, STA-50): GET /api/schedule for the choices in the
 * address and the player's time zone, checked against its schema. The hook keeps the last answer
 * on screen while the next one loads, and asks again every minute (matches kick off and go live).
 */
import { useEffect, useState } from 'react';
import { scheduleSearchString, type ScheduleSearch } from '../../domain/schedule.ts';
import { scheduleAnswerSchema, type ScheduleAnswer } from '../../schemas/schedule.ts';
import { check } from '../../schemas/validate.ts';
import { ApiFailure } from './session.ts';

export const SCHEDULE_REFRESH_MS = 60_000;

/** The request for these choices in this IANA zone; the live-only flag is always sent (CON-04: off unless on). */
export function scheduleUrl(search: ScheduleSearch, zone: string): string {
  const params = new URLSearchParams(scheduleSearchString(search));
  params.set('live', String(search.live));
  params.set('tz', zone);
  return `/api/schedule?${params}`;
}

/** Throws ApiFailure: the house's error code (400 names the field), `network`, or `internal` for an answer that is not a schedule. */
export async function fetchSchedule(url: string, signal?: AbortSignal): Promise<ScheduleAnswer> {
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(url, { credentials: 'include', headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
    body = await res.json();
  } catch {
    throw new ApiFailure(0, null);
  }
  if (!res.ok) throw new ApiFailure(res.status, body);
  const answer = check(scheduleAnswerSchema, body);
  if (!answer.ok) throw new ApiFailure(res.status, { error: 'internal', message: answer.error.message });
  return answer.value;
}

export type ScheduleLoad = {
  /** `loading` until the current choices have an answer; a minute's refresh does not go back to it. */
  readonly status: 'loading' | 'ready' | 'error';
  /** The latest answer to any choices (shown, dimmed, while the next loads); null before the first. */
  readonly answer: ScheduleAnswer | null;
  readonly error: ApiFailure | null;
  readonly retry: () => void;
};

export function useSchedule(search: ScheduleSearch, zone: string): ScheduleLoad {
  const url = scheduleUrl(search, zone);
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<ScheduleAnswer | null>(null);
  const [outcome, setOutcome] = useState<{ readonly url: string; readonly error: ApiFailure | null } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchSchedule(url, controller.signal).then(
      (next) => {
        setAnswer(next);
        setOutcome({ url, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiFailure ? error : new ApiFailure(0, null);
        // A failed refresh leaves the answer these choices already have on screen.
        setOutcome((previous) => (previous?.url === url && previous.error === null ? previous : { url, error: failure }));
      },
    );
    return () => controller.abort();
  }, [url, round]);

  useEffect(() => {
    const timer = setInterval(() => setRound((n) => n + 1), SCHEDULE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const current = outcome?.url === url ? outcome : null;
  return {
    status: current === null ? 'loading' : current.error ? 'error' : 'ready',
    answer,
    error: current?.error ?? null,
    retry: () => setRound((n) => n + 1),
  };
}

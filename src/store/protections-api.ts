/**
 * The player's responsible-gambling settings (issue #18, ADR 0034): limits, the reality check and
 * breaks, read from the house into a valtio proxy that the Responsible gambling tab and the reality
 * check share. Every change answers with the whole state, checked against its schema.
 */
import { proxy } from 'valtio';
import { HOUSE_ERRORS } from '../../schemas/errors.ts';
import { protectionsSchema, type ExclusionRequest, type LimitChange, type Protections } from '../../schemas/responsible-gambling.ts';
import { check } from '../../schemas/validate.ts';
import { getChecked } from './checked-get.ts';
import { loadInto, type LoadedState } from './loaded-state.ts';
import { api, ApiFailure } from './session.ts';

export const protectionsState = proxy<LoadedState<Protections>>({ value: null, code: null });

function keep(body: unknown): Protections {
  const parsed = check(protectionsSchema, body);
  if (!parsed.ok) throw new ApiFailure(200, { error: HOUSE_ERRORS.internal, message: `responsible gambling: ${parsed.error.message}` });
  Object.assign(protectionsState, { value: parsed.value, code: null });
  return parsed.value;
}

/** Reads the settings; a failure is kept as its code (the tab shows it with a retry). */
export const loadProtections = () => loadInto(protectionsState, () => getChecked('/api/responsible-gambling', {}, protectionsSchema));

/** Forgets them (signed out). */
export function forgetProtections(): void {
  Object.assign(protectionsState, { value: null, code: null });
}

export async function setLimit(change: LimitChange): Promise<Protections> {
  return keep(await api<unknown>('PUT', '/api/responsible-gambling/limits', change));
}

export async function setRealityCheck(minutes: number | null): Promise<Protections> {
  return keep(await api<unknown>('PUT', '/api/responsible-gambling/reality-check', { Minutes: minutes }));
}

export async function startBreak(request: ExclusionRequest): Promise<Protections> {
  return keep(await api<unknown>('POST', '/api/responsible-gambling/exclusion', request));
}

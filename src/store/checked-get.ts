/**
 * A GET to the house whose answer is checked against its schema before the page sees it. A refusal
 * or a network failure throws ApiFailure with its error code; an answer that breaks the contract
 * throws one with the code `internal`.
 */
import type * as v from 'valibot';
import { HOUSE_ERRORS } from '../../schemas/errors.ts';
import { check } from '../../schemas/validate.ts';
import { api, ApiFailure } from './session.ts';

export async function getChecked<S extends v.GenericSchema>(path: string, params: Record<string, string | number>, schema: S): Promise<v.InferOutput<S>> {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  const body = await api<unknown>('GET', query.size > 0 ? `${path}?${query}` : path);
  const parsed = check(schema, body);
  if (!parsed.ok) throw new ApiFailure(200, { error: HOUSE_ERRORS.internal, message: `${path}: ${parsed.error.message}` });
  return parsed.value;
}

/**
 * A house read kept in a valtio proxy that several screens share: its value once loaded, or why the
 * last read failed (the error code, shown with a retry).
 */
import { HOUSE_ERRORS, type ErrorCode } from '../../schemas/errors.ts';
import { ApiFailure } from './session.ts';

export type LoadedState<T> = { value: T | null; code: ErrorCode | 'network' | null };

/** The code a failed call is shown by. */
export const failureCode = (error: unknown): ErrorCode | 'network' => (error instanceof ApiFailure ? error.code : HOUSE_ERRORS.internal);

/** Reads into `state`: the value, or the failure's code (the value read before stays). */
export async function loadInto<T>(state: LoadedState<T>, load: () => Promise<T>): Promise<void> {
  try {
    Object.assign(state, { value: await load(), code: null });
  } catch (error) {
    state.code = failureCode(error);
  }
}

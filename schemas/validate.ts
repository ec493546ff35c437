/**
 * The one place the validator library is wrapped. Every trust boundary (hub input on the house,
 * wire input in the worker, HTTP bodies) calls `check`, so errors look the same everywhere and
 * always name the offending field.
 */
import * as v from 'valibot';

export type CheckResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ValidationFailure };

export type ValidationFailure = {
  /** Dot path of the first offending field, e.g. `events.3.Value`; `(root)` for the value itself. */
  readonly field: string;
  readonly message: string;
};

export function check<const S extends v.GenericSchema>(schema: S, input: unknown): CheckResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const field = v.getDotPath(issue) ?? '(root)';
  return { ok: false, error: { field, message: `${field}: ${issue.message}` } };
}

export class SchemaError extends Error {
  readonly field: string;
  constructor(failure: ValidationFailure) {
    super(failure.message);
    this.name = 'SchemaError';
    this.field = failure.field;
  }
}

/** Like `check`, but throws a SchemaError naming the field. */
export function parseOrThrow<const S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = check(schema, input);
  if (!result.ok) throw new SchemaError(result.error);
  return result.value;
}

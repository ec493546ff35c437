import { HubError } from './errors.ts';
import type { InvocationOutcome } from './messages.ts';
import type { HubConnection, HubLogger, HubMethod } from './types.ts';

const VOID: InvocationOutcome = { kind: 'void' };

function failure(message: string): InvocationOutcome {
  return { kind: 'error', message };
}

/** ASP.NET's wording; other details of unexpected errors must not reach clients. */
export function unexpectedErrorMessage(target: string): string {
  return `An unexpected error occurred invoking '${target}' on the server.`;
}

/**
 * Runs a hub method and turns every way it can end into a Completion outcome. Never rejects:
 * anything thrown by app code becomes an error outcome, so no invocation can crash the process.
 */
export async function invokeMethod(
  methods: Readonly<Record<string, HubMethod>>,
  conn: HubConnection,
  target: string,
  args: readonly unknown[],
  logger: HubLogger,
): Promise<InvocationOutcome> {
  // hasOwn: a target like 'constructor' or 'toString' must not reach Object.prototype.
  const method = Object.hasOwn(methods, target) ? methods[target] : undefined;
  if (typeof method !== 'function') return failure(`Unknown hub method '${target}'.`);
  // Function.length counts parameters before the first default or rest one. A method declaring
  // `(conn, a, b)` needs exactly two arguments, like ASP.NET; `(conn, ...args)` (length 1) cannot
  // be told apart from `(conn)`, so it gets whatever was sent and validates it itself.
  const expected = method.length - 1;
  if (expected > 0 && args.length !== expected) {
    return failure(`Invocation of '${target}' provides ${args.length} argument(s) but the method expects ${expected}.`);
  }
  try {
    const value: unknown = await method(conn, ...args);
    return value === undefined ? VOID : { kind: 'result', value };
  } catch (error) {
    if (error instanceof HubError) return failure(error.message);
    logger.warn('hub method threw', { connectionId: conn.id, target, err: error });
    return failure(unexpectedErrorMessage(target));
  }
}

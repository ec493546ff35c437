/** Issue #12: the pure pieces behind findings 1, 6 and 10 (the hash gate, user-name rules). */
import { describe, expect, test } from 'vitest';
import { check } from '../../schemas/validate.ts';
import { userNameSchema } from '../../schemas/accounts.ts';
import { isEmailShaped, mixesScripts, userNameSkeleton } from '../../schemas/user-names.ts';
import { createHashGate, HashGateFull } from '../../server/accounts/hash-gate.ts';

describe('#12.1 the password-hash gate', () => {
  test('[SEC-01] #12.1 runs at most `concurrency` hashes, serves logins first and refuses past the queue', async () => {
    const gate = createHashGate(2, 3);
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const job = (name: string) => () => new Promise<void>((resolve) => releases.push(() => (order.push(name), resolve())));
    const running = [gate.run('other', job('r1')), gate.run('other', job('r2'))];
    const queued = [gate.run('other', job('r3')), gate.run('other', job('r4')), gate.run('login', job('login'))];
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(3);
    await expect(gate.run('login', job('too many'))).rejects.toBeInstanceOf(HashGateFull);
    // Finish jobs one by one; the login, queued last, starts first.
    while (releases.length > 0 || gate.waiting > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all([...running, ...queued]);
    expect(order).toEqual(['r1', 'r2', 'login', 'r3', 'r4']);
    expect(gate.running).toBe(0);
  });
});

describe('#12.6 and #12.10 user names', () => {
  test('[SEC-06] #12.6 a user name may not be e-mail-shaped; other names with @ are fine', () => {
    expect(isEmailShaped('alice@example.com')).toBe(true);
    expect(check(userNameSchema, 'alice@example.com').ok).toBe(false);
    expect(check(userNameSchema, 'alice@home').ok).toBe(true);
  });

  test('[SEC-10] #12.10 mixed scripts are refused (Japanese, Chinese and Korean mixes with Latin allowed)', () => {
    expect(mixesScripts('pаypal')).toBe(true); // Cyrillic а
    expect(mixesScripts('αlpha')).toBe(true); // Greek α
    expect(mixesScripts('иван_99')).toBe(false);
    expect(mixesScripts('tanaka田中たなか')).toBe(false);
    expect(mixesScripts('kim김')).toBe(false);
    expect(check(userNameSchema, 'pаypal').ok).toBe(false);
  });

  test('[SEC-10] #12.10 fullwidth and whole-script Cyrillic copies have the original\'s skeleton', () => {
    expect(userNameSkeleton('ＡＬＩＣＥ')).toBe('alice');
    expect(userNameSkeleton('аlісе')).toBe('alice');
    expect(userNameSkeleton('Player01')).toBe(userNameSkeleton('playerol'));
    expect(userNameSkeleton('иван')).not.toBe(userNameSkeleton('ivan'));
  });
});

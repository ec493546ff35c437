import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cashoutReducer, type CashoutAction } from '../../domain/cashout.ts';
import en from '../../src/i18n/en-US/index.ts';

describe('cashout', () => {
  test('[STA-37] starting marks the ticket processing and clears its error', () => {
    const failed = cashoutReducer({}, { type: 'rejected', ticketId: 't', code: 'no-cashout-offer' });
    expect(cashoutReducer(failed, { type: 'started', ticketId: 't' }).t).toEqual({ processing: true, error: null, cashedOut: null });
  });

  test("[STA-38][ERR-14] a rejected request stores the house's code, or 'failed' shown as 'Something went wrong...'", () => {
    expect(cashoutReducer({}, { type: 'rejected', ticketId: 't', code: 'ticket-not-open' }).t?.error).toBe('ticket-not-open');
    expect(cashoutReducer({}, { type: 'rejected', ticketId: 't' }).t?.error).toBe('failed');
    expect(en.bets.errorDefault).toBe('Something went wrong...');
  });

  test('[STA-39] a feed update with status accepted records the cashout and clears processing', () => {
    const started = cashoutReducer({}, { type: 'started', ticketId: 't' });
    expect(cashoutReducer(started, { type: 'feed', ticketId: 't', status: 1, amount: 1250 }).t).toEqual({ processing: false, error: null, cashedOut: 1250 });
  });

  test("[STA-40][ERR-15] declined gives 'Cashout is declined' and clears processing", () => {
    const started = cashoutReducer({}, { type: 'started', ticketId: 't' });
    expect(cashoutReducer(started, { type: 'feed', ticketId: 't', status: 2, amount: 0 }).t).toEqual({ processing: false, error: 'declined', cashedOut: null });
    expect(en.bets.declined).toBe('Cashout is declined');
  });

  test('[STA-41] any other status only clears processing', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }).filter((s) => s !== 1 && s !== 2), fc.option(fc.constantFrom('network' as const, 'ticket-not-open' as const), { nil: undefined }), (status, earlier) => {
        let state = cashoutReducer({}, { type: 'rejected', ticketId: 't', code: earlier });
        state = cashoutReducer(state, { type: 'started', ticketId: 't' });
        const before = state.t!;
        const after = cashoutReducer(state, { type: 'feed', ticketId: 't', status, amount: 99 }).t!;
        expect(after).toEqual({ ...before, processing: false });
      }),
      { numRuns: 1000 },
    );
  });

  test('other tickets are never touched', () => {
    const action = fc.oneof(
      fc.record({ type: fc.constant('started' as const), ticketId: fc.constantFrom('a', 'b') }),
      fc.record({ type: fc.constant('rejected' as const), ticketId: fc.constantFrom('a', 'b') }),
      fc.record({ type: fc.constant('feed' as const), ticketId: fc.constantFrom('a', 'b'), status: fc.nat(5), amount: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(action as fc.Arbitrary<CashoutAction>), (actions) => {
        let state = {};
        for (const a of actions) {
          const next = cashoutReducer(state, a);
          for (const id of ['a', 'b'].filter((x) => x !== a.ticketId)) expect((next as Record<string, unknown>)[id]).toBe((state as Record<string, unknown>)[id]);
          state = next;
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('cashout beyond full', () => {
  test('[STA-39] an accepted partial cash-out clears processing and errors but leaves the ticket open (no cashed-out amount)', () => {
    const started = cashoutReducer(cashoutReducer({}, { type: 'rejected', ticketId: 't', code: 'network' }), { type: 'started', ticketId: 't' });
    expect(cashoutReducer(started, { type: 'feed', ticketId: 't', status: 1, amount: 4.75, partial: true }).t).toEqual({ processing: false, error: null, cashedOut: null });
  });

  test('[STA-41] a request that needs no feed status (an auto cash-out target taken) only clears processing and errors', () => {
    const started = cashoutReducer({}, { type: 'started', ticketId: 't' });
    expect(cashoutReducer(started, { type: 'done', ticketId: 't' }).t).toEqual({ processing: false, error: null, cashedOut: null });
  });
});

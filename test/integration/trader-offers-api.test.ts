/**
 * Trader offers over HTTP (SPEC ENT-42, API-40, STA-20, ERR-08; ADR 0027) on embedded PostgreSQL and
 * (with TEST_DATABASE_URL) a real server: a ticket refused only for a stake over a maximum carries
 * an offer at the largest stake the house takes; accepting it places that ticket, declining it
 * forgets it, an expired one is refused, and bet types without offers answer ERR-08.
 * EUR limits (server/betting/limits.ts): 0.10 to 100 per bet, 1,000 per ticket, payout 50,000.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { installAccounts } from '../../server/accounts/index.ts';
import { installBetting } from '../../server/betting/index.ts';
import type { Db } from '../../server/db/db.ts';
import { openTestDatabase } from '../../server/db/open.ts';
import type { TraderOffer } from '../../schemas/betting.ts';
import { ADMIN_TOKEN, type Browser, HTTP_DB_TARGETS } from '../fixtures/accounts-client.ts';
import { balance, fakePrices, fundedPlayer, newKey, place } from '../fixtures/controlled-house.ts';

const TTL_MS = 30_000;

/** The trader offer a refusal carries. */
const offerOf = (res: { body: Record<string, unknown> }) => res.body.TraderOffer as TraderOffer;

const accept = (b: Browser, OfferID: unknown, key = newKey('offer')) => b.post('/api/betting/offer/accept', { OfferID }, { 'idempotency-key': key });
const decline = (b: Browser, OfferID: unknown) => b.post('/api/betting/offer/decline', { OfferID });

describe.each(HTTP_DB_TARGETS)('trader offers (%s PostgreSQL)', { timeout: 60_000 }, (target) => {
  const prices = fakePrices();
  let clock = Date.now();
  let app: ReturnType<typeof Fastify>;
  let db: Db;
  let base: string;

  beforeAll(async () => {
    prices.add(1, 1.9, 1.9);
    prices.add(2, 1.9, 1.9);
    prices.add(3, 1.9, 1.9);
    prices.add(4, 30, 1.01);
    prices.add(5, 30, 1.01);
    db = await openTestDatabase(target);
    app = Fastify({ bodyLimit: 64 * 1024 });
    const accounts = await installAccounts(app, db, { allowedOrigins: [], adminToken: ADMIN_TOKEN, loginLimit: { perUser: 100, perIp: 1000 } }, { sendPasswordReset: () => {} });
    await installBetting(app, { db, wallet: accounts.wallet, prices: prices.source, placeLimitPerMinute: 1000, traderOfferTtlMs: TTL_MS, now: () => clock });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  test('[ENT-42][API-40] a single over the maximum per bet is offered the maximum; accepting places it at that stake, once', async () => {
    const { b } = await fundedPlayer(base, '500.00');
    const refused = await place(b, { BetType: 1, Stake: '150.00', OddsAcceptance: 1, Selections: [prices.pick(1)] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'LineBettingLimitReachedException', field: 'Stake' });
    const offer = offerOf(refused);
    expect(offer).toMatchObject({ BetType: 1, Stake: '100.00', StakeMinor: '10000', PotentialPayout: '190.00', Odds: [1.9], ExpiresInMs: TTL_MS, Error: null });
    expect(offer.OfferID).toMatch(/^[0-9a-f-]{36}$/);
    expect(await balance(b)).toBe('50000');

    const key = newKey('offer');
    const placed = await accept(b, offer.OfferID, key);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ BetType: 1, Stake: '100.00', PotentialPayout: '190.00', BalanceMinor: '40000' });
    // The same acceptance again gets the same ticket; another is too late; money moved once.
    const again = await accept(b, offer.OfferID, key);
    expect(again.status).toBe(201);
    expect(again.body.TicketID).toBe(placed.body.TicketID);
    const other = await accept(b, offer.OfferID);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ error: 'trader-offer-closed', field: 'OfferID' });
    expect(await balance(b)).toBe('40000');
  });

  test('[ENT-42][API-40] a combo over the maximum payout is offered the greatest stake whose return fits, to the cent', async () => {
    const { b } = await fundedPlayer(base, '500.00');
    // 30 × 30 = 900: 60.00 pays 54,000 > 50,000; 55.55 pays 49,995, 55.56 would pay 50,004.
    const refused = await place(b, { BetType: 2, Stake: '60.00', OddsAcceptance: 1, Selections: [prices.pick(4), prices.pick(5)] });
    expect(refused.body).toMatchObject({ error: 'maximum-payout', TraderOffer: { Stake: '55.55', PotentialPayout: '49995.00' } });
    const placed = await accept(b, offerOf(refused).OfferID);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ BetType: 2, Stake: '55.55', PotentialPayout: '49995.00' });
  });

  test('[ENT-42][API-40] multiple singles keep the stakes under the cap and are offered the cap on the others', async () => {
    const { b } = await fundedPlayer(base, '500.00');
    const refused = await place(b, { BetType: 1.1, Stakes: ['150.00', '20.00'], OddsAcceptance: 1, Selections: [prices.pick(1), prices.pick(2)] });
    expect(refused.body).toMatchObject({ error: 'LineBettingLimitReachedException', field: 'Stakes', TraderOffer: { BetType: 1.1, Stakes: ['100.00', '20.00'], Stake: null } });
    const placed = await accept(b, offerOf(refused).OfferID);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ BetType: 1.1, Stake: '120.00' });
  });

  test('[API-40] a declined offer is forgotten; someone else’s offer is not found', async () => {
    const { b } = await fundedPlayer(base, '500.00');
    const refused = await place(b, { BetType: 1, Stake: '150.00', OddsAcceptance: 1, Selections: [prices.pick(1)] });
    const id = offerOf(refused).OfferID;
    const { b: stranger } = await fundedPlayer(base, '500.00');
    expect((await accept(stranger, id)).status).toBe(404);
    expect((await decline(stranger, id)).status).toBe(404);
    const declined = await decline(b, id);
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ OfferID: id, Status: 'declined' });
    const late = await accept(b, id);
    expect(late.status).toBe(404);
    expect(late.body).toMatchObject({ error: 'not-found', field: 'OfferID' });
    expect(await balance(b)).toBe('50000');
  });

  test('[API-40] an offer accepted after its expiry places nothing', async () => {
    const { b } = await fundedPlayer(base, '500.00');
    const refused = await place(b, { BetType: 1, Stake: '150.00', OddsAcceptance: 1, Selections: [prices.pick(1)] });
    clock += TTL_MS;
    try {
      const late = await accept(b, offerOf(refused).OfferID);
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ error: 'trader-offer-expired', field: 'OfferID' });
    } finally {
      clock -= TTL_MS;
    }
    expect(await balance(b)).toBe('50000');
  });

  test('[API-40] the odds-acceptance policy applies to a price move since the offer', async () => {
    const { b } = await fundedPlayer(base, '500.00');
    const refused = await place(b, { BetType: 1, Stake: '150.00', OddsAcceptance: 0, Selections: [prices.pick(3)] });
    prices.odd(3, 1).Value = 2.0;
    try {
      const moved = await accept(b, offerOf(refused).OfferID);
      expect(moved.status).toBe(409);
      expect(moved.body).toMatchObject({ error: 'odds-changed', field: 'Selections[0].Odds', CurrentOdds: 2 });
    } finally {
      prices.odd(3, 1).Value = 1.9;
    }
    // Still open until it expires: at the offered price again it places.
    const placed = await accept(b, offerOf(refused).OfferID);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ Stake: '100.00', Selections: [{ Odds: 1.9 }] });
  });

  test('[STA-20][ERR-08][API-40] system, if-bet and reverse over a maximum carry an offer with no stake and the ERR-08 code', async () => {
    const { b } = await fundedPlayer(base, '2000.00');
    const picks = [prices.pick(1), prices.pick(2), prices.pick(3)];
    const bodies = [
      { BetType: 3, Stake: '150.00', SystemSizes: [2], OddsAcceptance: 1, Selections: picks },
      { BetType: 4, Stake: '150.00', OddsAcceptance: 1, Selections: picks },
      { BetType: 5, Stake: '150.00', OddsAcceptance: 1, Selections: picks.slice(0, 2) },
    ];
    for (const body of bodies) {
      const refused = await place(b, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: 'LineBettingLimitReachedException',
        TraderOffer: { OfferID: null, BetType: body.BetType, Stake: null, PotentialPayout: null, ExpiresAt: null, Error: 'trader-offer-unavailable' },
      });
    }
    // Under the minimum is the player's to fix: no offer.
    const small = await place(b, { BetType: 1, Stake: '0.05', OddsAcceptance: 1, Selections: [prices.pick(1)] });
    expect(small.body.error).toBe('MinimumAllowedStakeException');
    expect(small.body.TraderOffer).toBeUndefined();
  });

  test('[API-40] bad bodies are 400 naming the field; the acceptance needs an Idempotency-Key', async () => {
    const { b } = await fundedPlayer(base, '10.00');
    for (const path of ['/api/betting/offer/accept', '/api/betting/offer/decline']) {
      for (const body of [{}, { OfferID: 5 }, { OfferID: 'x' }, { OfferID: '00000000-0000-0000-0000-000000000000', More: 1 }]) {
        const res = await b.post(path, body, { 'idempotency-key': newKey('bad') });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.field).toMatch(/^(OfferID|More)$/);
      }
    }
    const keyless = await b.post('/api/betting/offer/accept', { OfferID: '00000000-0000-0000-0000-000000000000' });
    expect(keyless.status).toBe(400);
  });
});

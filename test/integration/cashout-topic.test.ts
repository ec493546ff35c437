/**
 * The per-user cashout topic over the real SignalR client: authenticated by the session cookie the
 * connection was opened with, sequenced like every topic, and carrying the player's own tickets only.
 */
import { refusalOf } from '../fixtures/hub-refusal.ts';
import { connectCashout } from '../fixtures/cashout-client.ts';
import { openPick } from '../fixtures/open-picks.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, Browser, newPlayer, startTestHouse, type TestHouse } from '../fixtures/accounts-client.ts';

let t: TestHouse;
beforeAll(async () => {
  t = await startTestHouse('embedded', { FEED_LIVE_MATCHES: '3' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

let keys = 0;
async function fundedPlayer(): Promise<Browser> {
  const b = await new Browser(t.base).ready();
  const p = newPlayer();
  expect((await b.post('/api/account/register', p)).status).toBe(201);
  const credit = await new Browser(t.base).post(
    '/api/admin/wallet/credit',
    { UserName: p.UserName, Amount: '50', Currency: p.Currency },
    { authorization: `Bearer ${ADMIN_TOKEN}`, 'idempotency-key': `fund-${++keys}-${Date.now()}` },
  );
  expect(credit.status).toBe(201);
  return b;
}

const connect = (b: Browser | null) => connectCashout(t.base, b);


describe('the cashout topic', () => {
  test('a signed-in player gets a snapshot of open tickets, then new tickets as sequenced events', async () => {
    const b = await fundedPlayer();
    const { conn, received } = await connect(b);
    await conn.invoke('Subscribe', 'cashout', null, null);
    await expect.poll(() => received.length).toBeGreaterThan(0);
    const [first] = received;
    expect(first).toMatchObject({ type: 'snapshot', stream: 'cashout', snapshot: { Tickets: [] } });

    const placed = await b.post('/api/betting/place', { BetType: 1, Stake: '5', OddsAcceptance: 2, Selections: [openPick(t)] }, { 'idempotency-key': `bet-${Date.now()}` });
    expect(placed.status).toBe(201);
    await expect.poll(() => received.find((m) => m.type === 'events')).toBeDefined();
    const events = received.find((m) => m.type === 'events')!;
    expect(events.seq).toBe(first!.seq + 1);
    expect(events.epoch).toBe(first!.epoch);
    if (events.type === 'events') expect(events.events[0]).toMatchObject({ kind: 'ticketPlaced', Ticket: { TicketID: placed.body.TicketID } });

    // A resubscribe from where it stands gets just the tail; a second player sees nothing of it.
    const other = await connect(await fundedPlayer());
    await other.conn.invoke('Subscribe', 'cashout', null, null);
    await expect.poll(() => other.received.length).toBeGreaterThan(0);
    expect(other.received[0]).toMatchObject({ type: 'snapshot', snapshot: { Tickets: [] } });
    expect(other.received[0]!.epoch).not.toBe(first!.epoch);
    await Promise.all([conn.stop(), other.conn.stop()]);
  });

  test('without a session, or after logging out, the topic is refused by name', async () => {
    const guest = await connect(null);
    await expect(refusalOf(guest.conn.invoke('Subscribe', 'cashout', null, null))).resolves.toMatchObject({ code: 'sign-in-required', topic: 'cashout', message: expect.stringMatching(/sign in first/) });
    await guest.conn.stop();

    const b = await fundedPlayer();
    const { conn } = await connect(b);
    expect((await b.post('/api/account/logout')).status).toBeLessThan(300);
    await expect(refusalOf(conn.invoke('Subscribe', 'cashout', null, null))).resolves.toMatchObject({ code: 'sign-in-required', topic: 'cashout', message: expect.stringMatching(/the session has ended/) });
    await conn.stop();
  });
});

/**
 * Favourite tournaments over HTTP (SPEC ENT-25, STA-55, ROL-01), on embedded PostgreSQL and (with
 * TEST_DATABASE_URL) a real server: signed-in only, CSRF on the writes, a double star stored once,
 * at most 200 a player even under concurrent requests, and a 400 naming a bad id.
 */
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_FAVOURITE_TOURNAMENTS } from '../../schemas/favourites.ts';
import { installAccounts } from '../../server/accounts/index.ts';
import type { Db } from '../../server/db/db.ts';
import { openTestDatabase } from '../../server/db/open.ts';
import { installFavourites } from '../../server/favourites/index.ts';
import { Browser, HTTP_DB_TARGETS, newPlayer, startTestHouse } from '../fixtures/accounts-client.ts';

type FavouritesHouse = { app: FastifyInstance; db: Db; base: string };

async function startHouse(target: 'embedded' | 'postgres'): Promise<FavouritesHouse> {
  const db = await openTestDatabase(target);
  const app = Fastify({ bodyLimit: 64 * 1024 });
  await installAccounts(app, db, { allowedOrigins: [], adminToken: undefined, loginLimit: { perUser: 100, perIp: 1000 } }, { sendPasswordReset: () => {} });
  await installFavourites(app, db);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, db, base };
}

/** A registered player, signed in on the returned browser. */
async function player(base: string): Promise<{ b: Browser; userId: number; credentials: { UserName: string; Password: string } }> {
  const b = await new Browser(base).ready();
  const p = newPlayer();
  expect((await b.post('/api/account/register', p)).status).toBe(201);
  const me = (await b.get('/api/user')).body;
  return { b, userId: Number(me.UserID), credentials: { UserName: p.UserName, Password: p.Password } };
}

const star = (b: Browser, id: number | string) => b.request('PUT', `/api/favorites/tournaments/${id}`, {});
const unstar = (b: Browser, id: number | string) => b.request('DELETE', `/api/favorites/tournaments/${id}`, {});
const ids = async (b: Browser) => (await b.get('/api/favorites')).body.TournamentIds;

describe.each(HTTP_DB_TARGETS)('favourite tournaments (%s PostgreSQL)', { timeout: 60_000 }, (target) => {
  let h: FavouritesHouse;
  beforeAll(async () => {
    h = await startHouse(target);
  }, 60_000);
  afterAll(async () => {
    await h?.app.close();
    await h?.db.close();
  });

  test('[ROL-01] a guest is refused: 401 naming the session, on reads and writes alike', async () => {
    const guest = await new Browser(h.base).ready();
    for (const res of [await guest.get('/api/favorites'), await star(guest, 5), await unstar(guest, 5)]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error: 'unauthorized', field: 'session' });
    }
  });

  test('[ENT-25] [STA-55] star and unstar: a double star is stored once, removing one not there changes nothing, the list outlives the session', async () => {
    const { b, credentials } = await player(h.base);
    expect(await ids(b)).toEqual([]);
    expect((await star(b, 7)).body).toEqual({ TournamentIds: [7] });
    expect((await star(b, 7)).body).toEqual({ TournamentIds: [7] });
    expect((await star(b, 3)).body).toEqual({ TournamentIds: [7, 3] });
    expect((await unstar(b, 7)).body).toEqual({ TournamentIds: [3] });
    const again = await unstar(b, 7);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ TournamentIds: [3] });
    expect((await b.get('/api/favorites')).headers.get('cache-control')).toBe('no-store');

    // Another sign-in of the same player sees them; another player does not.
    const other = await new Browser(h.base).ready();
    expect((await other.post('/api/account/login', credentials)).status).toBe(200);
    expect(await ids(other)).toEqual([3]);
    const { b: stranger } = await player(h.base);
    expect(await ids(stranger)).toEqual([]);
  });

  test('the writes are CSRF-protected like every state-changing request', async () => {
    const { b } = await player(h.base);
    const noToken = await b.request('PUT', '/api/favorites/tournaments/9', {}, { 'x-csrf-token': '' });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toMatchObject({ error: 'csrf', field: 'x-csrf-token' });
    const crossSite = await b.request('DELETE', '/api/favorites/tournaments/9', {}, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toMatchObject({ error: 'bad-origin' });
    expect(await ids(b)).toEqual([]);
  });

  test('a bad tournament id is 400 naming id', async () => {
    const { b } = await player(h.base);
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '1234567890123456', '%20']) {
      for (const res of [await star(b, id), await unstar(b, id)]) {
        expect(res.status, id).toBe(400);
        expect(res.body, id).toMatchObject({ error: 'invalid', field: 'id' });
      }
    }
  });

  test(`at most ${MAX_FAVOURITE_TOURNAMENTS} favourites, even when the last places are asked for at once`, async () => {
    const { b, userId } = await player(h.base);
    await h.db.query('insert into favourite_tournaments (user_id, tournament_id) select $1, g from generate_series(1, $2::int) g', [userId, MAX_FAVOURITE_TOURNAMENTS - 5]);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => star(b, 10_000 + i)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: 'too-many-favourites', field: 'id' });
    }
    expect(await ids(b)).toHaveLength(MAX_FAVOURITE_TOURNAMENTS);
    // At the limit a star already held still answers (idempotent), and removing one makes room.
    expect((await star(b, 1)).status).toBe(200);
    expect((await unstar(b, 1)).status).toBe(200);
    expect((await star(b, 20_000)).status).toBe(200);
  });

  test('[ENT-25] any run of stars and unstars leaves the set a model set would hold', async () => {
    const { b } = await player(h.base);
    const model = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 6 })), { maxLength: 12 }), async (ops) => {
        for (const [add, id] of ops) {
          const res = add ? await star(b, id) : await unstar(b, id);
          if (add) model.add(id);
          else model.delete(id);
          expect(res.status).toBe(200);
          expect(new Set(res.body.TournamentIds as number[])).toEqual(model);
        }
      }),
      { numRuns: 10 },
    );
  });
});

test('[ENT-25] the house built by buildHouse serves the favourites routes behind its guards', async () => {
  const house = await startTestHouse('embedded', { FEED_HISTORY_PER_DAY: '0' });
  try {
    expect((await new Browser(house.base).get('/api/favorites')).status).toBe(401);
    const { b } = await player(house.base);
    expect((await star(b, 42)).body).toEqual({ TournamentIds: [42] });
    expect((await b.request('PUT', '/api/favorites/tournaments/43', {}, { 'x-csrf-token': 'forged.token' })).status).toBe(403);
  } finally {
    await house.close();
  }
}, 60_000);

/**
 * Issue #12 (security and abuse findings), the account and HTTP ones: each test is named after its
 * finding (#12.N) and reproduces it. Houses run on loopback; where a test needs several client
 * addresses, loopback is configured as a trusted proxy and the test sends X-Forwarded-For.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Browser, HTTP_DB_TARGETS, newPlayer, startTestHouse, type TestHouse } from '../fixtures/accounts-client.ts';

/** A built client in miniature: index.html and one hashed asset. */
function fakeClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(20_000))});`);
  return dir;
}

type RawReply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request exactly as written: own Host header, absolute-form target, no fetch rules in between. */
function raw(base: string, method: string, target: string, headers: Record<string, string> = {}, body?: string): Promise<RawReply> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path: target, headers: { ...(body !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const timed = async <T,>(work: () => Promise<T>): Promise<{ ms: number; value: T }> => {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
};

const token43 = () => Buffer.from(Array.from({ length: 32 }, () => Math.floor(Math.random() * 256))).toString('base64url');

describe.each(HTTP_DB_TARGETS)('issue #12: accounts and HTTP (%s PostgreSQL)', { timeout: 90_000 }, (target) => {
  let plain: TestHouse; // defaults, no trusted proxy, a client to serve
  let tight: TestHouse; // small limits, loopback trusted as a proxy so tests can vary the client IP
  let client: string;
  beforeAll(async () => {
    client = fakeClient();
    plain = await startTestHouse(target, { CLIENT_DIR: client, HASH_LIMIT_PER_IP: '200' });
    tight = await startTestHouse(target, {
      TRUSTED_PROXIES: '127.0.0.1',
      PUBLIC_URL: 'https://bets.example.com',
      LOGIN_LIMIT_PER_USER: '4',
      LOGIN_LIMIT_PER_ACCOUNT: '6',
      HASH_LIMIT_PER_IP: '3',
      CHECK_LIMIT_PER_IP: '3',
      DEMO_LIMIT_PER_IP: '1',
    });
  }, 120_000);
  afterAll(async () => {
    await plain?.close();
    await tight?.close();
    rmSync(client, { recursive: true, force: true });
  });

  let ips = 0;
  /** A browser that appears to come from its own address (through the trusted loopback proxy). */
  const from = async (house: TestHouse, ip = `198.51.100.${++ips}`) => {
    const b = new Browser(house.base);
    const request = b.request.bind(b);
    b.request = (method, p, body, headers = {}) => request(method, p, body, { 'x-forwarded-for': ip, ...headers });
    return b.ready();
  };

  test('[SEC-01] #12.1 set-password looks the token up before hashing: 24 bogus tokens leave a static file and a login fast', async () => {
    const p = newPlayer();
    await (await new Browser(plain.base).ready()).post('/api/account/register', p);
    const login = async () => (await new Browser(plain.base).ready()).post('/api/account/login', { UserName: p.UserName, Password: p.Password });
    await login(); // warm
    const baseline = await timed(login);
    expect(baseline.value.status).toBe(200);

    const guest = await new Browser(plain.base).ready();
    const flood = Array.from({ length: 24 }, () => guest.post('/api/account/set-password', { Token: token43(), Password: 'a new password', PasswordConfirmation: 'a new password' }));
    const asset = await timed(() => fetch(`${plain.base}/assets/app-abc123.js`).then((r) => r.text()));
    const during = await timed(login);
    const answers = await Promise.all(flood);
    expect(answers.every((r) => r.status === 400 && r.body.error === 'invalid-token')).toBe(true);
    expect(during.value.status).toBe(200);
    // Generous bounds for a loaded 2-core machine; unfixed, the file waited seconds behind 24 scrypts.
    expect(asset.ms).toBeLessThan(1_000);
    expect(during.ms).toBeLessThan(5 * baseline.ms + 1_000);
  });

  // Its bounds are on the asset's and the login's latency; the 24 hashes themselves may take long on a loaded machine.
  test('[SEC-01] #12.1 hashing is bounded: 24 registrations at once leave a static file and a login their threads', { timeout: 120_000 }, async () => {
    const p = newPlayer();
    await (await new Browser(plain.base).ready()).post('/api/account/register', p);
    const login = async () => (await new Browser(plain.base).ready()).post('/api/account/login', { UserName: p.UserName, Password: p.Password });
    await login();
    const baseline = await timed(login);

    const flood = timed(() => Promise.all(Array.from({ length: 24 }, async () => (await new Browser(plain.base).ready()).post('/api/account/register', newPlayer()))));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the flood is queued
    const asset = await timed(() => fetch(`${plain.base}/assets/app-abc123.js`).then((r) => r.text()));
    const during = await timed(login);
    const answers = await flood;
    expect(answers.value.every((r) => r.status === 201 || r.status === 429)).toBe(true);
    expect(during.value.status).toBe(200);
    // Unbounded, the file waited behind the queued hashes, to near the flood's end; bounded, it is
    // served while they run. Against the flood's own length, as a loaded machine slows both alike
    // (CI's unit suite runs beside the browser tests: a fixed 1 s bound once failed at 1.47 s).
    expect(asset.ms).toBeLessThan(answers.ms / 2);
    // Logins go before queued registrations: at most the hashes already running are ahead.
    expect(during.ms).toBeLessThan(5 * baseline.ms + 1_000);
  });

  test('[SEC-01] #12.1 the hashing routes are rate-limited per IP (HASH_LIMIT_PER_IP)', async () => {
    const b = await from(tight);
    for (let i = 0; i < 3; i++) expect((await b.post('/api/account/set-password', { Token: token43(), Password: 'a new password', PasswordConfirmation: 'a new password' })).status).toBe(400);
    const limited = await b.post('/api/account/register', newPlayer());
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'too-many-attempts' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await (await from(tight)).post('/api/account/register', newPlayer())).status).toBe(201);
  });

  test('[SEC-01] #12.1 past the hash queue (HASH_CONCURRENCY, HASH_QUEUE) a hashing request is 429 too-many-requests, not a pile-up', async () => {
    const h = await startTestHouse(target, { HASH_CONCURRENCY: '1', HASH_QUEUE: '1' });
    try {
      const browsers = await Promise.all(Array.from({ length: 10 }, () => new Browser(h.base).ready()));
      const answers = await Promise.all(browsers.map((b) => b.post('/api/account/register', newPlayer())));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(2);
      const busy = answers.filter((r) => r.status === 429);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy.every((r) => r.body.error === 'too-many-requests' && r.headers.get('retry-after') === '1')).toBe(true);
      expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
    } finally {
      await h.close();
    }
  });

  test('[SEC-02] #12.2 reset links are built from PUBLIC_URL (or the house\'s own address), never from Host or X-Forwarded-Proto', async () => {
    for (const [house, origin] of [
      [plain, `http://localhost:${new URL(plain.base).port}`],
      [tight, 'https://bets.example.com'],
    ] as const) {
      const p = newPlayer();
      await (await from(house)).post('/api/account/register', p);
      const csrf = await raw(house.base, 'GET', '/api/csrf');
      const cookie = String(csrf.headers['set-cookie']).split(';')[0]!;
      const res = await raw(
        house.base,
        'POST',
        '/api/account/lost-password',
        { host: 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', cookie, 'x-csrf-token': decodeURIComponent(cookie.split('=')[1]!) },
        JSON.stringify({ Email: p.Email }),
      );
      expect(res.status).toBe(200);
      const link = house.mail.findLast((m) => m.email === p.Email)!.link;
      expect(link.startsWith(`${origin}/en-US/set-password?token=`)).toBe(true);
    }
  });

  test('[SEC-02] #12.2 X-Forwarded-For from a client that is not a trusted proxy does not change its rate-limit bucket', async () => {
    const h = await startTestHouse(target, { LOGIN_LIMIT_PER_IP: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const b = await new Browser(h.base).ready();
        statuses.push((await b.post('/api/account/login', { UserName: 'nobody', Password: 'whatever1' }, { 'x-forwarded-for': `203.0.113.${i}` })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await h.close();
    }
  });

  test('[SEC-06] #12.6 a user name may not be e-mail-shaped, so nobody can squat another player\'s address', async () => {
    const victim = newPlayer();
    const squat = await (await from(plain)).post('/api/account/register', { ...newPlayer(), UserName: victim.Email });
    expect(squat.status).toBe(400);
    expect(squat.body).toMatchObject({ error: 'invalid', field: 'UserName' });
    const check = await (await from(plain)).post('/api/account/register/check', {
      Email: newPlayer().Email,
      UserName: victim.Email,
      Password: 'correct horse battery',
      PasswordConfirmation: 'correct horse battery',
      Currency: 'EUR',
      Country: 'DE',
    });
    expect(check.body.field).toBe('UserName');
    // User names may still hold '@' when they do not look like an address.
    expect((await (await from(plain)).post('/api/account/register', { ...newPlayer(), UserName: `at@home${Date.now()}` })).status).toBe(201);
  });

  test('[SEC-06] #12.6 login resolves an e-mail to the account holding that address, even beside an older name that equals it', async () => {
    const squatter = newPlayer();
    await (await from(plain)).post('/api/account/register', squatter);
    const victim = newPlayer();
    // An account from before the rule, whose user name is the victim's address.
    await plain.db.query('update users set user_name = $1, user_name_key = $2 where user_name = $3', [victim.Email, victim.Email.toLowerCase(), squatter.UserName]);
    await (await from(plain)).post('/api/account/register', victim);
    const byMail = await (await from(plain)).post('/api/account/login', { UserName: victim.Email, Password: victim.Password });
    expect(byMail.status).toBe(200);
    expect((byMail.body.User as { UserName: string }).UserName).toBe(victim.UserName);
  });

  test('[SEC-07] #12.7 the login limit counts per account, whichever name is typed, and across IPs', async () => {
    const p = newPlayer();
    await (await from(tight)).post('/api/account/register', p);
    const b = await from(tight);
    const wrong = (name: string, who = b) => who.post('/api/account/login', { UserName: name, Password: 'wrong password' });
    const statuses: number[] = [];
    for (const name of [p.UserName, p.Email, p.UserName, p.Email, p.Email]) statuses.push((await wrong(name)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // Five counted for the account so far: one more from another address, then the account's own
    // limit (6) holds wherever the guesses come from.
    expect((await wrong(p.Email, await from(tight))).status).toBe(401);
    const next = await wrong(p.UserName, await from(tight));
    expect(next.status).toBe(429);
    expect(next.body.error).toBe('too-many-attempts');
  });

  test('[SEC-08] #12.8 register/check is rate-limited per IP (CHECK_LIMIT_PER_IP)', async () => {
    const b = await from(tight);
    const body = (p = newPlayer()) => ({ Email: p.Email, UserName: p.UserName, Password: p.Password, PasswordConfirmation: p.PasswordConfirmation, Currency: p.Currency, Country: p.Country });
    for (let i = 0; i < 3; i++) expect((await b.post('/api/account/register/check', body())).status).toBe(200);
    const limited = await b.post('/api/account/register/check', body());
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('too-many-attempts');
  });

  test('[SEC-05] #12.5 demo accounts are limited per IP (DEMO_LIMIT_PER_IP)', async () => {
    const ip = `198.51.100.${++ips}`;
    expect((await (await from(tight, ip)).post('/api/account/register', newPlayer({ Demo: true }))).status).toBe(201);
    const second = await (await from(tight, ip)).post('/api/account/register', newPlayer({ Demo: true }));
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ error: 'too-many-attempts', field: 'Demo' });
  });

  test('[SEC-09] #12.9 changing the password revokes earlier reset links', async () => {
    const p = newPlayer();
    const b = await from(plain);
    await b.post('/api/account/register', p);
    await (await from(plain)).post('/api/account/lost-password', { Email: p.Email });
    const token = new URL(plain.mail.findLast((m) => m.email === p.Email)!.link).searchParams.get('token')!;
    expect((await b.post('/api/account/change-password', { CurrentPassword: p.Password, Password: 'brand new password', PasswordConfirmation: 'brand new password' })).status).toBe(200);
    const old = await (await from(plain)).post('/api/account/set-password', { Token: token, Password: 'the attacker wins', PasswordConfirmation: 'the attacker wins' });
    expect(old.status).toBe(400);
    expect(old.body.error).toBe('invalid-token');
  });

  test('[SEC-10] #12.10 look-alike user names are refused: fullwidth, mixed-script and whole-script Cyrillic copies', async () => {
    const register = async (UserName: string) => (await from(plain)).post('/api/account/register', newPlayer({ UserName }));
    expect((await register('soapbox42')).status).toBe(201);
    const fullwidth = await register('ｓｏａｐｂｏｘ42');
    expect(fullwidth.status).toBe(409);
    expect(fullwidth.body).toMatchObject({ error: 'taken', field: 'UserName' });
    const mixed = await register('sоapbox43'); // Cyrillic о
    expect(mixed.status).toBe(400);
    expect(mixed.body.field).toBe('UserName');
    const cyrillic = await register('ѕоарвох42'); // every letter Cyrillic
    expect(cyrillic.status).toBe(409);
    expect(cyrillic.body.field).toBe('UserName');
    // A name in one other script is fine.
    expect((await register(`иван${Date.now() % 100_000}`)).status).toBe(201);
  });

  test('[SEC-11] #12.11 every answer carries nosniff, Referrer-Policy no-referrer and X-Frame-Options; pages a CSP with frame-ancestors', async () => {
    for (const p of ['/api/health', '/en-US/set-password?token=abc', '/assets/app-abc123.js']) {
      const res = await fetch(plain.base + p);
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), p).toBe('no-referrer');
      expect(res.headers.get('x-frame-options'), p).toBe('DENY');
    }
    const page = await fetch(`${plain.base}/en-US/set-password?token=abc`);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });

  test('[SEC-12] #12.12 /index.html carries the same CSP as every other page', async () => {
    const spa = await fetch(`${plain.base}/en-US/live`);
    const index = await fetch(`${plain.base}/index.html`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    expect(index.headers.get('content-security-policy')).toBe(spa.headers.get('content-security-policy'));
    expect(index.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });

  test('[SEC-13] #12.13 HSTS under TLS from a trusted proxy only; a client saying https itself gets neither HSTS nor Secure cookies', async () => {
    const viaProxy = await raw(tight.base, 'GET', '/api/csrf', { 'x-forwarded-proto': 'https' });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(String(viaProxy.headers['set-cookie'])).toMatch(/Secure/);
    const spoofed = await raw(plain.base, 'GET', '/api/csrf', { 'x-forwarded-proto': 'https' });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    expect(String(spoofed.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  test('[SEC-14] #12.14 GET /api/csrf and the login and register answers are Cache-Control: no-store', async () => {
    const b = await from(plain);
    const p = newPlayer();
    const csrf = await fetch(`${plain.base}/api/csrf`);
    const register = await b.post('/api/account/register', p);
    const login = await (await from(plain)).post('/api/account/login', { UserName: p.UserName, Password: p.Password });
    const failed = await (await from(plain)).post('/api/account/login', { UserName: p.UserName, Password: 'wrong password' });
    for (const res of [csrf, register, login, failed]) expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('[SEC-15] #12.15 an absolute-form request target does not skip the CSRF guard', async () => {
    const p = newPlayer();
    await (await from(plain)).post('/api/account/register', p);
    const body = JSON.stringify({ UserName: p.UserName, Password: p.Password });
    const absolute = await raw(plain.base, 'POST', `${plain.base}/api/account/login`, {}, body);
    expect(absolute.status).toBe(403);
    expect(JSON.parse(absolute.body)).toMatchObject({ error: 'csrf' });
    const origin = await raw(plain.base, 'POST', `${plain.base}/api/account/login`, { origin: 'https://evil.example' }, body);
    expect(origin.status).toBe(403);
    // Other spellings the router maps onto the same route are guarded as well.
    for (const target of ['/%61pi/account/login', '/api/./account/login', `HTTP://evil.example/api/account/login`, '/api/account/login/']) {
      const res = await raw(plain.base, 'POST', target, {}, body);
      expect(res.status, target).not.toBe(200);
      expect([403, 404], target).toContain(res.status);
    }
  });
});

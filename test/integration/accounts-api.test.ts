import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, Browser, DB_TARGETS, newPlayer, startTestHouse, type TestHouse } from '../fixtures/accounts-client.ts';

describe.each(DB_TARGETS)('accounts over HTTP (%s PostgreSQL)', { timeout: 90_000 }, (target) => {
  let t: TestHouse;
  beforeAll(async () => {
    // Loopback stands for the TLS proxy in front of the house: its X-Forwarded-Proto is believed.
    t = await startTestHouse(target, { LOGIN_LIMIT_PER_USER: '5', TRUSTED_PROXIES: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const browser = () => new Browser(t.base).ready();

  test('[ENT-49] registration step 1 checks Email, UserName, Password, PasswordConfirmation and Currency on its own', async () => {
    const b = await browser();
    const p = newPlayer();
    const step1 = { Email: p.Email, UserName: p.UserName, Password: p.Password, PasswordConfirmation: p.PasswordConfirmation, Currency: p.Currency, Country: p.Country };
    expect((await b.post('/api/account/register/check', step1)).status).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...step1, Email: 'not-an-email' }, 'Email'],
      [{ ...step1, UserName: 'x' }, 'UserName'],
      [{ ...step1, Password: 'short' }, 'Password'],
      [{ ...step1, PasswordConfirmation: 'something else' }, 'PasswordConfirmation'],
      [{ ...step1, Currency: 'XXX' }, 'Currency'],
    ];
    for (const [body, field] of cases) {
      const res = await b.post('/api/account/register/check', body);
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });

  test('[ENT-50][PRD-01] registration needs the terms and privacy policy accepted, then signs the player in', async () => {
    const b = await browser();
    const p = newPlayer();
    for (const field of ['AgreeWithTerms', 'AgreeWithPrivacyPolicy']) {
      const res = await b.post('/api/account/register', { ...p, [field]: false });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
    const res = await b.post('/api/account/register', p);
    expect(res.status).toBe(201);
    const user = (await b.get('/api/user')).body;
    expect(user).toMatchObject({ UserName: p.UserName, UserType: 0, IsDemo: false, CurrencySystemAbbreviature: 'EUR', Balance: 0, Balances: { TotalBalance: 0 } });
    // The same name or e-mail, in any case, is taken.
    const again = await (await browser()).post('/api/account/register', { ...newPlayer(), UserName: p.UserName.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('UserName');
    const sameMail = await (await browser()).post('/api/account/register', { ...newPlayer(), Email: p.Email.toUpperCase() });
    expect(sameMail.body.field).toBe('Email');
  });

  test('[ENT-22][ENT-26] GET /api/user is 401 for a guest and the user with balance, currency and type after login', async () => {
    const b = await browser();
    expect((await b.get('/api/user')).status).toBe(401);
    const p = newPlayer({ Currency: 'KRW' });
    await (await browser()).post('/api/account/register', p);
    const login = await b.post('/api/account/login', { UserName: p.UserName, Password: p.Password });
    expect(login.status).toBe(200);
    const me = await b.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ UserName: p.UserName, Currency: { Code: 'KRW', Decimals: 0 }, CurrencySystemAbbreviature: 'KRW', UserType: 0 });
    // Log in by e-mail works too.
    expect((await (await browser()).post('/api/account/login', { UserName: p.Email, Password: p.Password })).status).toBe(200);
  });

  test('[ROL-02] a demo user (type 3) gets demo money in the demo book, never real money', async () => {
    const b = await browser();
    const p = newPlayer({ Demo: true });
    expect((await b.post('/api/account/register', p)).status).toBe(201);
    const me = (await b.get('/api/user')).body;
    expect(me).toMatchObject({ UserType: 3, IsDemo: true, Balance: 1000 });
    const books = await t.db.query<{ book: string }>(
      `select distinct a.book from ledger_accounts a where a.user_id = $1`,
      [me.UserID],
    );
    expect(books.map((r) => r.book)).toEqual(['demo']);
  });

  test('session cookie is HttpOnly and SameSite=Lax, Secure behind https; the token is stored only hashed', async () => {
    const b = await browser();
    const p = newPlayer();
    const res = await b.request('POST', '/api/account/register', p, { 'x-forwarded-proto': 'https' });
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('sb_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Secure/);
    const plain = await (await browser()).post('/api/account/login', { UserName: p.UserName, Password: p.Password });
    expect(plain.headers.getSetCookie().find((c) => c.startsWith('sb_session='))).not.toMatch(/Secure/);
    const token = b.cookies.get('sb_session')!;
    expect((await t.db.query('select 1 from sessions where token_hash = $1', [token])).length).toBe(0);
  });

  test('[STA-42] logout ends the session on the server, not only in the browser', async () => {
    const b = await browser();
    const p = newPlayer();
    await b.post('/api/account/register', p);
    const stolen = b.cookies.get('sb_session')!;
    expect((await b.post('/api/account/logout')).status).toBe(200);
    expect((await b.get('/api/user')).status).toBe(401);
    const thief = new Browser(t.base);
    thief.cookies.set('sb_session', stolen);
    expect((await thief.get('/api/user')).status).toBe(401);
  });

  test('CSRF: a write without the token, with a forged one, or from another origin is refused', async () => {
    const b = await browser();
    const p = newPlayer();
    await b.post('/api/account/register', p);
    const noToken = await b.request('POST', '/api/account/logout', {}, { 'x-csrf-token': '' });
    expect(noToken.status).toBe(403);
    expect(noToken.body.field).toBe('x-csrf-token');
    // A token minted for another session (or for no session) does not verify for this one.
    const other = await browser();
    const foreign = other.cookies.get('sb_csrf')!;
    const forged = await b.request('POST', '/api/account/logout', {}, { 'x-csrf-token': foreign, cookie: `sb_session=${b.cookies.get('sb_session')}; sb_csrf=${foreign}` });
    expect(forged.status).toBe(403);
    const crossSite = await b.request('POST', '/api/account/logout', {}, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect((await b.get('/api/user')).status).toBe(200);
  });

  test('login is rate-limited per IP and user name, and a wrong password says nothing about which part was wrong', async () => {
    const b = await browser();
    const p = newPlayer();
    await (await browser()).post('/api/account/register', p);
    const unknown = await b.post('/api/account/login', { UserName: 'nobody-here', Password: 'whatever1' });
    const wrong = await b.post('/api/account/login', { UserName: p.UserName, Password: 'wrong password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body.message).toBe(wrong.body.message);
    for (let i = 0; i < 4; i++) await b.post('/api/account/login', { UserName: p.UserName, Password: 'wrong password' });
    const limited = await b.post('/api/account/login', { UserName: p.UserName, Password: p.Password });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('[RTE-25] lost password issues a single-use, expiring link; set password ends old sessions', async () => {
    const p = newPlayer();
    const owner = await browser();
    await owner.post('/api/account/register', p);
    const b = await browser();
    const neutral = await b.post('/api/account/lost-password', { Email: 'nobody@example.com' });
    const known = await b.post('/api/account/lost-password', { Email: p.Email });
    expect(neutral.status).toBe(200);
    expect(known.body.message).toBe(neutral.body.message);
    const mail = t.mail.findLast((m) => m.email === p.Email)!;
    const token = new URL(mail.link).searchParams.get('token')!;
    expect(mail.link).toMatch(/\/en-US\/set-password\?token=/);
    const stored = await t.db.query<{ token_hash: string; expires_at: Date }>(
      'select r.token_hash, r.expires_at from password_resets r join users u on u.id = r.user_id where u.email = $1',
      [p.Email],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
    expect(stored[0]!.expires_at.getTime()).toBeGreaterThan(Date.now());

    const mismatch = await b.post('/api/account/set-password', { Token: token, Password: 'a new password', PasswordConfirmation: 'other' });
    expect(mismatch.body.field).toBe('PasswordConfirmation');
    expect((await b.post('/api/account/set-password', { Token: token, Password: 'a new password', PasswordConfirmation: 'a new password' })).status).toBe(200);
    const reused = await b.post('/api/account/set-password', { Token: token, Password: 'another one!', PasswordConfirmation: 'another one!' });
    expect(reused.status).toBe(400);
    expect(reused.body.field).toBe('Token');
    expect((await owner.get('/api/user')).status).toBe(401);
    expect((await b.post('/api/account/login', { UserName: p.UserName, Password: 'a new password' })).status).toBe(200);
  });

  test('change password needs the current one and keeps only this session', async () => {
    const p = newPlayer();
    const a = await browser();
    await a.post('/api/account/register', p);
    const other = await browser();
    await other.post('/api/account/login', { UserName: p.UserName, Password: p.Password });
    const wrong = await a.post('/api/account/change-password', { CurrentPassword: 'nope nope', Password: 'brand new pass', PasswordConfirmation: 'brand new pass' });
    expect(wrong.body.field).toBe('CurrentPassword');
    expect((await a.post('/api/account/change-password', { CurrentPassword: p.Password, Password: 'brand new pass', PasswordConfirmation: 'brand new pass' })).status).toBe(200);
    expect((await a.get('/api/user')).status).toBe(200);
    expect((await other.get('/api/user')).status).toBe(401);
    const guest = await browser();
    expect((await guest.post('/api/account/change-password', { CurrentPassword: 'x', Password: 'brand new pass', PasswordConfirmation: 'brand new pass' })).status).toBe(401);
  });

  test('admin credit: needs the token and an Idempotency-Key; a retry returns the first answer, a changed body is a 409', async () => {
    const p = newPlayer();
    const b = await browser();
    await b.post('/api/account/register', p);
    const admin = new Browser(t.base);
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const body = { UserName: p.UserName, Amount: '100.50', Currency: 'EUR' };
    expect((await admin.post('/api/admin/wallet/credit', body, { authorization: 'Bearer wrong', 'idempotency-key': 'key-00000001' })).status).toBe(401);
    const noKey = await admin.post('/api/admin/wallet/credit', body, auth);
    expect(noKey.status).toBe(400);
    expect(noKey.body.field).toBe('Idempotency-Key');
    const first = await admin.post('/api/admin/wallet/credit', body, { ...auth, 'idempotency-key': `credit-${p.UserName}` });
    expect(first.status).toBe(201);
    const retry = await admin.post('/api/admin/wallet/credit', body, { ...auth, 'idempotency-key': `credit-${p.UserName}` });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    const changed = await admin.post('/api/admin/wallet/credit', { ...body, Amount: '999' }, { ...auth, 'idempotency-key': `credit-${p.UserName}` });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toContain(`credit-${p.UserName}`);
    expect((await b.get('/api/user')).body).toMatchObject({ Balance: 100.5, BalanceMinor: '10050' });
    const wrongCurrency = await admin.post('/api/admin/wallet/credit', { ...body, Currency: 'USD' }, { ...auth, 'idempotency-key': `usd-${p.UserName}` });
    expect(wrongCurrency.body.field).toBe('Currency');
    const tooPrecise = await admin.post('/api/admin/wallet/credit', { ...body, Amount: '1.001' }, { ...auth, 'idempotency-key': `prec-${p.UserName}` });
    expect(tooPrecise.body.field).toBe('Amount');
  });
});

/**
 * Accounts: registration, login sessions, and the password flows. No HTTP here: routes.ts maps
 * requests to these calls and their typed outcomes to replies.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Register, User, UserType } from '../../schemas/accounts.ts';
import { USER_TYPES } from '../../schemas/accounts.ts';
import type { Book, CurrencyCode } from '../../schemas/wallet.ts';
import type { CountryCode } from '../../schemas/countries.ts';
import { CURRENCIES, DEMO_STARTING_FUNDS, fromMinorUnits } from '../../schemas/wallet.ts';
import type { Db, Queryable } from '../db/db.ts';
import { sqlState } from '../db/db.ts';
import type { Wallet, WalletAccount } from '../wallet/ledger.ts';
import { balancesOf, openPlayerAccounts } from '../wallet/ledger.ts';
import { isEmailShaped, userNameKey, userNameSkeleton } from '../../schemas/user-names.ts';
import { UNBOUNDED_GATE, type HashGate } from './hash-gate.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';
import { ERROR_CODES, type ErrorCode } from '../../schemas/errors.ts';

export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

/** Where reset links go. There is no mail server: the house's default logs the link. */
export type Mailer = { sendPasswordReset(to: { email: string; userName: string }, link: string): void };

export type FieldError = { readonly field: string; readonly message: string };
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; error: ErrorCode; field?: string; message: string };

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

type UserRow = {
  id: bigint;
  user_name: string;
  email: string;
  password_hash: string;
  user_type: number;
  currency: CurrencyCode;
  payment_terms_accepted: boolean;
  country: CountryCode | null;
};

const USER_COLUMNS = 'id, user_name, email, password_hash, user_type, currency, payment_terms_accepted, country';

export const bookOf = (userType: number): Book => (userType === USER_TYPES.demoUser ? 'demo' : 'real');
export const walletOf = (row: { id: bigint | number; user_type: number; currency: CurrencyCode }): WalletAccount => ({
  userId: Number(row.id),
  currency: row.currency,
  book: bookOf(row.user_type),
});

const fail = (status: number, error: ErrorCode, message: string, field?: string): Outcome<never> =>
  field === undefined ? { ok: false, status, error, message } : { ok: false, status, error, field, message };

export type Accounts = ReturnType<typeof createAccounts>;

/** Told the token hashes of sessions just ended (logout, password change or reset). */
export type SessionsRevoked = (tokenHashes: readonly string[]) => void;

export type AccountsDeps = {
  wallet: Wallet;
  mailer: Mailer;
  now?: () => number;
  /** Bounds the password hashes running at once (hash-gate.ts); unbounded when absent. */
  hashGate?: HashGate;
};

export function createAccounts(db: Db, deps: AccountsDeps) {
  const now = deps.now ?? Date.now;
  const gate = deps.hashGate ?? UNBOUNDED_GATE;
  const revokedListeners = new Set<SessionsRevoked>();
  const hash = (password: string) => gate.run('other', () => hashPassword(password));
  const verify = (password: string, stored: string, priority: 'login' | 'other') => gate.run(priority, () => verifyPassword(password, stored));

  function revoked(rows: readonly { token_hash: string }[]): void {
    if (rows.length === 0) return;
    const hashes = rows.map((r) => r.token_hash);
    for (const listener of revokedListeners) listener(hashes);
  }

  async function userView(q: Queryable, row: UserRow): Promise<User> {
    const account = walletOf(row);
    const b = await balancesOf(q, account);
    const decimals = CURRENCIES[row.currency].decimals;
    const major = (minor: bigint) => Number(fromMinorUnits(minor, row.currency));
    return {
      UserID: Number(row.id),
      UserName: row.user_name,
      Email: row.email,
      UserType: row.user_type as UserType,
      IsDemo: row.user_type === USER_TYPES.demoUser,
      Currency: { Code: row.currency, Decimals: decimals },
      CurrencySystemAbbreviature: row.currency,
      Balance: major(b.available),
      BalanceMinor: b.available.toString(),
      Balances: { TotalBalance: major(b.available + b.pending), TotalBalanceMinor: (b.available + b.pending).toString(), PendingStakes: major(b.pending) },
      UsageArrangements: { PaymentTermsAccepted: row.payment_terms_accepted },
      Country: row.country === null ? null : { Code: row.country },
    };
  }

  async function startSession(q: Queryable, userId: bigint): Promise<{ token: string; tokenHash: string }> {
    const token = newToken();
    const tokenHash = sha256(token);
    await q.query('insert into sessions (token_hash, user_id, expires_at) values ($1, $2, $3)', [tokenHash, userId, new Date(now() + SESSION_TTL_MS)]);
    return { token, tokenHash };
  }

  return {
    /** Step 1 on its own: are the user name and e-mail still free? (The schema checked the rest.) */
    async checkAvailable(input: { UserName: string; Email: string }): Promise<FieldError | null> {
      const key = userNameKey(input.UserName);
      const skeleton = userNameSkeleton(input.UserName);
      const rows = await db.query<{ user_name_key: string; user_name_skeleton: string | null; email_key: string }>(
        'select user_name_key, user_name_skeleton, email_key from users where user_name_key = $1 or user_name_skeleton = $3 or email_key = $2',
        [key, input.Email.toLowerCase(), skeleton],
      );
      // A look-alike of a name (fullwidth, Cyrillic copy) is the same name: its skeleton is taken.
      if (rows.some((r) => r.user_name_key === key || r.user_name_skeleton === skeleton)) return { field: 'UserName', message: 'UserName: is already taken' };
      if (rows.some((r) => r.email_key === input.Email.toLowerCase())) return { field: 'Email', message: 'Email: is already registered' };
      return null;
    },

    /** Creates the user and their wallet, opens a session; a demo user also gets demo funds. */
    async register(input: Register): Promise<Outcome<{ user: User; token: string; tokenHash: string }>> {
      const taken = await this.checkAvailable(input);
      if (taken) return fail(409, ERROR_CODES.taken, taken.message, taken.field);
      const passwordHash = await hash(input.Password);
      const userType = input.Demo ? USER_TYPES.demoUser : USER_TYPES.user;
      let created: { row: UserRow; session: { token: string; tokenHash: string } };
      try {
        created = await db.transaction(async (tx) => {
          const [row] = await tx.query<UserRow>(
            `insert into users (user_name, user_name_key, email, email_key, password_hash, user_type, currency,
               allow_email_notification, terms_accepted_at, privacy_accepted_at, user_name_skeleton, country)
             values ($1, $2, $3, $4, $5, $6, $7, $8, now(), now(), $9, $10) returning ${USER_COLUMNS}`,
            [input.UserName, userNameKey(input.UserName), input.Email, input.Email.toLowerCase(), passwordHash, userType, input.Currency, input.AllowEmailNotification, userNameSkeleton(input.UserName), input.Country],
          );
          if (!row) throw new Error('insert returned no row');
          await openPlayerAccounts(tx, walletOf(row));
          return { row, session: await startSession(tx, row.id) };
        });
      } catch (error) {
        // Lost a race for the same name or e-mail between the check and the insert.
        if (sqlState(error) === '23505') {
          const again = await this.checkAvailable(input);
          return fail(409, ERROR_CODES.taken, again?.message ?? 'UserName: is already taken', again?.field ?? 'UserName');
        }
        throw error;
      }
      if (userType === USER_TYPES.demoUser) {
        const account = walletOf(created.row);
        const amount = BigInt(DEMO_STARTING_FUNDS) * 10n ** BigInt(CURRENCIES[account.currency].decimals);
        await deps.wallet.credit(account, amount, { scope: `user:${account.userId}`, key: 'demo-starting-funds' }, 'demo-funds');
      }
      return { ok: true, value: { user: await userView(db, created.row), ...created.session } };
    },

    /**
     * The account a login name means, unambiguously: an e-mail-shaped name is an e-mail address
     * (a user name holding the same text, from before names could not look like addresses, is
     * reached only when no account has that address); anything else is a user name.
     */
    async findForLogin(name: string): Promise<UserRow | null> {
      if (isEmailShaped(name)) {
        const [byEmail] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where email_key = $1`, [name.trim().toLowerCase()]);
        if (byEmail) return byEmail;
      }
      const [byName] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where user_name_key = $1`, [userNameKey(name)]);
      return byName ?? null;
    },

    /** Same answer and about the same time whether the name is unknown or the password wrong. */
    async login(userName: string, password: string, found?: UserRow | null): Promise<Outcome<{ user: User; token: string; tokenHash: string }>> {
      const row = found === undefined ? await this.findForLogin(userName) : found;
      const ok = await verify(password, row?.password_hash ?? (await dummyHash()), 'login');
      if (!row || !ok) return fail(401, ERROR_CODES.invalidCredentials, 'The user name or password is wrong', 'Password');
      const session = await startSession(db, row.id);
      return { ok: true, value: { user: await userView(db, row), ...session } };
    },

    /** The session's user, or null when the token is unknown, revoked or expired. */
    async sessionUser(token: string): Promise<{ row: UserRow; tokenHash: string } | null> {
      const tokenHash = sha256(token);
      const [row] = await db.query<UserRow>(
        `select ${USER_COLUMNS.split(', ').map((c) => `u.${c}`).join(', ')} from sessions s join users u on u.id = s.user_id
         where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
        [tokenHash, new Date(now())],
      );
      return row ? { row, tokenHash } : null;
    },

    view: (row: UserRow) => userView(db, row),

    async logout(tokenHash: string): Promise<void> {
      revoked(await db.query<{ token_hash: string }>('update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null returning token_hash', [tokenHash]));
    },

    /** Listens for ended sessions (the hub drops their player topics). */
    onSessionsRevoked(listener: SessionsRevoked): () => void {
      revokedListeners.add(listener);
      return () => revokedListeners.delete(listener);
    },

    /** Issues a single-use reset token when the e-mail is known; says nothing either way. */
    async lostPassword(email: string, linkFor: (token: string) => string): Promise<void> {
      const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where email_key = $1`, [email.toLowerCase()]);
      if (!row) return;
      const token = newToken();
      await db.query('insert into password_resets (token_hash, user_id, expires_at) values ($1, $2, $3)', [sha256(token), row.id, new Date(now() + RESET_TTL_MS)]);
      deps.mailer.sendPasswordReset({ email: row.email, userName: row.user_name }, linkFor(token));
    },

    /** Uses a reset token once: sets the password and ends every session of the user. */
    async setPassword(token: string, password: string): Promise<Outcome<null>> {
      const invalid = () => fail(400, ERROR_CODES.invalidToken, 'Token: the reset link is invalid, used or expired', 'Token');
      // The token is looked up before anything is hashed: a guess costs one indexed read, not scrypt.
      const [live] = await db.query<{ user_id: bigint }>('select user_id from password_resets where token_hash = $1 and used_at is null and expires_at > $2', [
        sha256(token),
        new Date(now()),
      ]);
      if (!live) return invalid();
      const passwordHash = await hash(password);
      let ended: { token_hash: string }[] = [];
      const outcome = await db.transaction(async (tx): Promise<Outcome<null>> => {
        const [reset] = await tx.query<{ user_id: bigint }>(
          `update password_resets set used_at = now() where token_hash = $1 and used_at is null and expires_at > $2 returning user_id`,
          [sha256(token), new Date(now())],
        );
        if (!reset) return invalid();
        await tx.query('update users set password_hash = $2, password_changed_at = now() where id = $1', [reset.user_id, passwordHash]);
        ended = await tx.query<{ token_hash: string }>('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null returning token_hash', [reset.user_id]);
        // Any other outstanding link dies with this one.
        await tx.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [reset.user_id]);
        return { ok: true, value: null };
      });
      if (outcome.ok) revoked(ended);
      return outcome;
    },

    /** Whether `password` is the player's (asked again before money leaves: withdrawals). */
    confirmPassword(row: UserRow, password: string): Promise<boolean> {
      return verify(password, row.password_hash, 'other');
    },

    /** Needs the current password; keeps this session and ends the others. */
    async changePassword(row: UserRow, keepSession: string, current: string, password: string): Promise<Outcome<null>> {
      if (!(await verify(current, row.password_hash, 'other'))) return fail(400, ERROR_CODES.invalidCredentials, 'CurrentPassword: is wrong', 'CurrentPassword');
      const passwordHash = await hash(password);
      const ended = await db.transaction(async (tx) => {
        await tx.query('update users set password_hash = $2, password_changed_at = now() where id = $1', [row.id, passwordHash]);
        // Reset links sent before the change die with the old password.
        await tx.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [row.id]);
        return tx.query<{ token_hash: string }>('update sessions set revoked_at = now() where user_id = $1 and token_hash <> $2 and revoked_at is null returning token_hash', [
          row.id,
          keepSession,
        ]);
      });
      revoked(ended);
      return { ok: true, value: null };
    },

    async findByUserName(userName: string): Promise<UserRow | null> {
      const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where user_name_key = $1`, [userNameKey(userName)]);
      return row ?? null;
    },
  };
}

export type { UserRow };

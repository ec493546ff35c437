/**
 * Accounts on the wire: registration (SPEC ENT-48..50), login, password flows and the user the
 * house returns (ENT-21..26). Field names are the spec's, so a server error's `field` is the name
 * of the form input it belongs under (ERR-18).
 */
import * as v from 'valibot';
import { currencyCodeSchema, CURRENCY_CODES } from './wallet.ts';
import { countryCodeSchema } from './countries.ts';
import { isEmailShaped, mixesScripts } from './user-names.ts';

/** ENT-26 / ROL-02. */
export const USER_TYPES = { user: 0, agent: 1, superAgent: 2, demoUser: 3, superMasterAgent: 4 } as const;
export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];
export const userTypeSchema = v.picklist(Object.values(USER_TYPES));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const required = (what = 'is required') => v.string(what);

export const emailSchema = v.pipe(
  required(),
  v.trim(),
  v.nonEmpty('is required'),
  v.maxLength(254, 'is too long'),
  v.email('must be an e-mail address'),
);

export const userNameSchema = v.pipe(
  required(),
  v.trim(),
  v.nonEmpty('is required'),
  v.minLength(3, 'must be at least 3 characters'),
  v.maxLength(50, 'must be at most 50 characters'),
  v.regex(/^[\p{L}\p{N}_.@-]+$/u, 'may contain only letters, digits and _ . - @'),
  // Login tells an e-mail from a user name by its shape: a name may not look like an address.
  v.check((name) => !isEmailShaped(name), 'must not be an e-mail address'),
  v.check((name) => !mixesScripts(name), 'must not mix alphabets (for example Latin and Cyrillic letters)'),
);

/** Length is what makes a password strong (NIST SP 800-63B); no composition rules. */
export const passwordSchema = v.pipe(
  required(),
  v.minLength(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`),
  v.maxLength(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`),
);

const PASSWORDS_DIFFER = 'must match the password';
const samePasswords = (input: { Password: string; PasswordConfirmation: string }) => input.Password === input.PasswordConfirmation;

const step1Entries = {
  Email: emailSchema,
  UserName: userNameSchema,
  Password: passwordSchema,
  PasswordConfirmation: v.string('is required'),
  Currency: currencyCodeSchema,
  /** ENT-23; VAL-10: a country registration takes for the currency (GET /api/account/countries). */
  Country: countryCodeSchema,
};

/** Registration step 1 (ENT-49), checked on its own before the player moves on. */
export const registerStep1Schema = v.pipe(
  v.strictObject(step1Entries),
  v.forward(v.partialCheck([['Password'], ['PasswordConfirmation']], samePasswords, PASSWORDS_DIFFER), ['PasswordConfirmation']),
);
export type RegisterStep1 = v.InferOutput<typeof registerStep1Schema>;

const mustAgree = (what: string) => v.pipe(v.boolean('must be true or false'), v.check((b) => b, `you must accept the ${what}`));

/** The whole registration: step 1 plus step 3 (ENT-50). `Demo` asks for a demo account (user type 3). */
export const registerSchema = v.pipe(
  v.strictObject({
    ...step1Entries,
    AgreeWithTerms: mustAgree('terms and conditions'),
    AllowEmailNotification: v.boolean('must be true or false'),
    AgreeWithPrivacyPolicy: mustAgree('privacy policy'),
    Demo: v.optional(v.boolean('must be true or false')),
  }),
  v.forward(v.partialCheck([['Password'], ['PasswordConfirmation']], samePasswords, PASSWORDS_DIFFER), ['PasswordConfirmation']),
);
export type Register = v.InferOutput<typeof registerSchema>;

/** Log in with the user name or the e-mail address. */
export const loginSchema = v.strictObject({
  UserName: v.pipe(required(), v.trim(), v.nonEmpty('is required'), v.maxLength(254, 'is too long')),
  Password: v.pipe(required(), v.nonEmpty('is required'), v.maxLength(PASSWORD_MAX, 'is too long')),
});
export type Login = v.InferOutput<typeof loginSchema>;

export const lostPasswordSchema = v.strictObject({ Email: emailSchema });
export type LostPassword = v.InferOutput<typeof lostPasswordSchema>;

export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const setPasswordSchema = v.pipe(
  v.strictObject({
    Token: v.pipe(required(), v.regex(RESET_TOKEN_PATTERN, 'is not a valid reset link')),
    Password: passwordSchema,
    PasswordConfirmation: v.string('is required'),
  }),
  v.forward(v.partialCheck([['Password'], ['PasswordConfirmation']], samePasswords, PASSWORDS_DIFFER), ['PasswordConfirmation']),
);
export type SetPassword = v.InferOutput<typeof setPasswordSchema>;

export const changePasswordSchema = v.pipe(
  v.strictObject({
    CurrentPassword: v.pipe(required(), v.nonEmpty('is required'), v.maxLength(PASSWORD_MAX, 'is too long')),
    Password: passwordSchema,
    PasswordConfirmation: v.string('is required'),
  }),
  v.forward(v.partialCheck([['Password'], ['PasswordConfirmation']], samePasswords, PASSWORDS_DIFFER), ['PasswordConfirmation']),
);
export type ChangePassword = v.InferOutput<typeof changePasswordSchema>;

/** GET /api/user (ENT-22, ENT-26). `Balance` is what can be staked; `TotalBalance` adds pending stakes. */
export const userSchema = v.object({
  UserID: v.number(),
  UserName: v.string(),
  Email: v.string(),
  UserType: userTypeSchema,
  IsDemo: v.boolean(),
  Currency: v.object({ Code: currencyCodeSchema, Decimals: v.number() }),
  CurrencySystemAbbreviature: v.string(),
  Balance: v.number(),
  BalanceMinor: v.string(),
  Balances: v.object({ TotalBalance: v.number(), TotalBalanceMinor: v.string(), PendingStakes: v.number() }),
  UsageArrangements: v.object({ PaymentTermsAccepted: v.boolean() }),
  /** ENT-23; null for an account made before the country was asked. */
  Country: v.nullable(v.object({ Code: countryCodeSchema })),
});
export type User = v.InferOutput<typeof userSchema>;

/** GET /api/account/countries (VAL-10): the countries registration refuses, unless the currency chosen is exempt. */
export const countryRulesSchema = v.object({ Excluded: v.array(countryCodeSchema), ExemptCurrencies: v.array(currencyCodeSchema) });
export type CountryRulesAnswer = v.InferOutput<typeof countryRulesSchema>;

/** Every error the house sends: a machine code, the field it is about (if any) and a message. */
export const currencyListSchema = v.array(v.object({ Code: v.picklist(CURRENCY_CODES), Decimals: v.number(), Kind: v.string() }));

/** Names of the cookies the house sets; the client reads only the CSRF one. */
export const SESSION_COOKIE = 'sb_session';
export const CSRF_COOKIE = 'sb_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

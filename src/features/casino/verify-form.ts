/**
 * The verify page's form (issue #19): its fields prefilled from the query a round's "Verify" link
 * wrote (verify-link.ts, plus the hash and currency the fairness panel adds), and the fields read
 * back into what the replay needs — or which field is wrong and why.
 */
import { VERIFY_FIELDS } from '../../../domain/casino-address.ts';
import { BLACKJACK_ACTIONS, type BlackjackAction } from '../../../schemas/casino.ts';

export type VerifyField = (typeof VERIFY_FIELDS)[number];
export type VerifyFields = Readonly<Record<VerifyField, string>>;

export const EMPTY_VERIFY_FIELDS: VerifyFields = { game: '', serverSeed: '', clientSeed: '', nonce: '', bet: '', actions: '', hash: '', currency: '' };

/** The router parses query values as JSON where it can (a nonce arrives as a number, a bet maybe as an object): each is turned back into the text a field shows. */
function fieldText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(fieldText).join(',');
  try {
    return JSON.stringify(value);
  } catch {
    return '';
  }
}

export function fieldsFromSearch(search: Readonly<Record<string, unknown>>): VerifyFields {
  const fields = { ...EMPTY_VERIFY_FIELDS };
  for (const name of VERIFY_FIELDS) fields[name] = fieldText(search[name]).trim();
  return fields;
}

export type VerifyProblem = 'required' | 'nonce' | 'json' | 'actions';

export type VerifyInput = {
  readonly game: string;
  readonly seeds: { readonly serverSeed: string; readonly clientSeed: string; readonly nonce: number };
  readonly bet: unknown;
  readonly actions: readonly BlackjackAction[];
};

export type ParsedVerify = { readonly ok: true; readonly input: VerifyInput } | { readonly ok: false; readonly problems: Partial<Record<VerifyField, VerifyProblem>> };

const isAction = (text: string): text is BlackjackAction => (BLACKJACK_ACTIONS as readonly string[]).includes(text);

/** "hit, stand" → ['hit', 'stand']; null when a word is not an action. */
export function parseActions(text: string): BlackjackAction[] | null {
  const words = text
    .split(/[\s,;]+/)
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  return words.every(isAction) ? words : null;
}

/** The fields read for a replay; `takesActions` for blackjack (other games' action fields are ignored). */
export function parseVerifyFields(fields: VerifyFields, takesActions: boolean): ParsedVerify {
  const problems: Partial<Record<VerifyField, VerifyProblem>> = {};
  const game = fields.game.trim();
  const serverSeed = fields.serverSeed.trim();
  const clientSeed = fields.clientSeed.trim();
  if (!game) problems.game = 'required';
  if (!serverSeed) problems.serverSeed = 'required';
  if (!clientSeed) problems.clientSeed = 'required';
  const nonceText = fields.nonce.trim();
  if (!nonceText) problems.nonce = 'required';
  else if (!/^\d{1,15}$/.test(nonceText)) problems.nonce = 'nonce';
  let bet: unknown = null;
  if (!fields.bet.trim()) problems.bet = 'required';
  else {
    try {
      bet = JSON.parse(fields.bet);
      if (typeof bet !== 'object' || bet === null || Array.isArray(bet)) problems.bet = 'json';
    } catch {
      problems.bet = 'json';
    }
  }
  const actions = takesActions ? parseActions(fields.actions) : [];
  if (actions === null) problems.actions = 'actions';
  if (Object.keys(problems).length > 0 || actions === null) return { ok: false, problems };
  return { ok: true, input: { game, seeds: { serverSeed, clientSeed, nonce: Number(nonceText) }, bet, actions } };
}

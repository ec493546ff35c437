/**
 * Bonus codes on the wire (issue #18, ADR 0035; SPEC SCR-47, VAL-13/14, API-46): a claim by code,
 * and the player's bonuses with how much is left to wager before each is released to cash.
 */
import * as v from 'valibot';

/** POST /api/bonuses/claim. */
export const bonusClaimSchema = v.strictObject({
  BonusCode: v.pipe(v.string('is required'), v.trim(), v.nonEmpty('is required'), v.maxLength(40, 'is too long'), v.regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ or -')),
});

export const BONUS_STATUSES = ['wagering', 'released'] as const;

export const bonusSchema = v.object({
  BonusID: v.string(),
  Code: v.string(),
  Amount: v.string(),
  Currency: v.string(),
  /** Staked since the claim, and what must be staked for the release (amount × wagering). */
  Wagered: v.string(),
  WageringTarget: v.string(),
  Status: v.picklist(BONUS_STATUSES),
  ClaimedAt: v.string(),
});
export type Bonus = v.InferOutput<typeof bonusSchema>;

/** GET /api/bonuses, and the answer to a claim. */
export const bonusesSchema = v.object({
  /** Bonus money not yet released: kept apart from the balance. */
  BonusBalance: v.string(),
  Currency: v.string(),
  Bonuses: v.array(bonusSchema),
});
export type Bonuses = v.InferOutput<typeof bonusesSchema>;

/**
 * The player's odds-change policy, kept on the house (SPEC ENM-07, API-40): read when the slip
 * opens for a signed-in player, written when they change it. A placement still names its policy.
 */
import type { OddsAcceptanceSetting } from '../../schemas/betting.ts';
import type { Db } from '../db/db.ts';

export type OddsAcceptancePolicies = {
  get(userId: number): Promise<OddsAcceptanceSetting>;
  set(userId: number, setting: OddsAcceptanceSetting): Promise<OddsAcceptanceSetting>;
};

const settingOf = (value: number | undefined): OddsAcceptanceSetting => ({ OddsAcceptance: (value ?? 1) as OddsAcceptanceSetting['OddsAcceptance'] });

export function createOddsAcceptancePolicies(db: Db): OddsAcceptancePolicies {
  return {
    async get(userId) {
      const [row] = await db.query<{ odds_acceptance: number }>('select odds_acceptance from users where id = $1', [userId]);
      return settingOf(row?.odds_acceptance);
    },
    async set(userId, setting) {
      const [row] = await db.query<{ odds_acceptance: number }>('update users set odds_acceptance = $2 where id = $1 returning odds_acceptance', [userId, setting.OddsAcceptance]);
      return settingOf(row?.odds_acceptance);
    },
  };
}

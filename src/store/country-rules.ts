/** VAL-10: the countries registration refuses and the currencies exempt, as the house keeps them. */
import { countryRulesSchema } from '../../schemas/accounts.ts';
import type { CountryRules } from '../../domain/countries.ts';
import { getChecked } from './checked-get.ts';

export async function countryRules(): Promise<CountryRules> {
  const answer = await getChecked('/api/account/countries', {}, countryRulesSchema);
  return { excluded: answer.Excluded, exemptCurrencies: answer.ExemptCurrencies };
}

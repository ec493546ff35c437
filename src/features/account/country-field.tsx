/** A country chosen by its name in the page's language (ENT-23): registration's country, a card's issuing country. */
import { useMemo } from 'react';
import { COUNTRY_CODES, type CountryCode } from '../../../schemas/countries.ts';
import { countryOptions } from '../../i18n/country-names.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { SelectField } from './field.tsx';

type Props = { name: string; label: string; value: string; onChange: (code: string) => void; error?: string | undefined; codes?: readonly CountryCode[] };

export function CountryField({ name, label, value, onChange, error, codes = COUNTRY_CODES }: Props) {
  const { LL, locale } = useI18nContext();
  const options = useMemo(() => countryOptions(codes, locale), [codes, locale]);
  return <SelectField name={name} label={label} value={value} options={options} onChange={onChange} error={error} autoComplete="country" placeholder={LL.account.chooseCountry()} />;
}

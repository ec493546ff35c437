/**
 * Loads a typesafe-i18n namespace for the page's language the first time a page needs it, and says
 * whether it is there yet. The dictionary is rebuilt after loading (setLocale with the same
 * language): LL was made from the dictionary as it was and would not see the new words otherwise.
 */
import { useEffect } from 'react';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import type { Namespaces } from '../i18n/i18n-types.ts';
import { loadNamespaceAsync } from '../i18n/i18n-util.async.ts';
import { loadedLocales } from '../i18n/i18n-util.ts';

export function useNamespace(namespace: Namespaces): boolean {
  const { locale, LL, setLocale } = useI18nContext();
  // In the dictionary LL was built from (its proxy lists the words it holds), not merely loaded since.
  const ready = Object.keys(LL[namespace]).length > 0;
  useEffect(() => {
    if (ready) return;
    let current = true;
    const loaded = namespace in loadedLocales[locale] ? Promise.resolve() : loadNamespaceAsync(locale, namespace);
    void loaded.then(() => {
      if (current) setLocale(locale);
    });
    return () => {
      current = false;
    };
  }, [ready, locale, namespace, setLocale]);
  return ready;
}

import { RouterProvider } from '@tanstack/react-router';
import TypesafeI18n from '../i18n/i18n-react.tsx';
import type { Locales } from '../i18n/i18n-types.ts';
import { router } from './router.tsx';

/** `locale` must already be loaded (loadLocaleAsync) when this renders. */
export function App({ locale }: { locale: Locales }) {
  return (
    <TypesafeI18n locale={locale}>
      <RouterProvider router={router} />
    </TypesafeI18n>
  );
}

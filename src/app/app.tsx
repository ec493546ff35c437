import { RouterProvider } from '@tanstack/react-router';
import TypesafeI18n from '../i18n/i18n-react.tsx';
import type { Locales } from '../i18n/i18n-types.ts';
import type { AppRouter } from './router.tsx';

/** `locale` must already be loaded (loadLocaleAsync, or every locale on the house) and `router` loaded when this renders. */
export function App({ locale, router }: { locale: Locales; router: AppRouter }) {
  return (
    <TypesafeI18n locale={locale}>
      <RouterProvider router={router} />
    </TypesafeI18n>
  );
}

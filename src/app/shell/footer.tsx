import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { SectionKey } from '../../../domain/site-routes.ts';
import { AppLink } from '../../ui/app-link.tsx';

const LEGAL_PAGES = [
  'termsAndConditions',
  'privacyPolicy',
  'responsibleGaming',
  'amlPolicy',
  'cookiesPolicy',
  'paymentMethods',
] as const satisfies readonly SectionKey[];

export function Footer() {
  const { LL } = useI18nContext();
  return (
    <footer className="footer">
      <nav aria-label={LL.shell.footerNavigation()}>
        <ul className="footer__links" role="list">
          {LEGAL_PAGES.map((page) => (
            <li key={page}>
              <AppLink to={{ page }} className="footer__link">
                {LL.pages[page]()}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer__adults">
        <span className="footer__age" aria-hidden="true">
          18+
        </span>
        {LL.footer.adultsOnly()}
      </p>
      <p className="footer__rights">{LL.footer.rights({ year: new Date().getFullYear() })}</p>
    </footer>
  );
}

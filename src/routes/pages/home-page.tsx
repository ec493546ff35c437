import { AppLink } from '../../ui/app-link.tsx';
import type { AppTarget } from '../../ui/app-link.tsx';
import { Icon } from '../../ui/icons.tsx';
import type { IconName } from '../../ui/icons.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

type QuickLink = {
  readonly to: AppTarget;
  readonly icon: IconName;
  readonly title: (LL: TranslationFunctions) => string;
  readonly hint: (LL: TranslationFunctions) => string;
};

const QUICK_LINKS: readonly QuickLink[] = [
  { to: { page: 'live' }, icon: 'live', title: (LL) => LL.nav.live(), hint: (LL) => LL.home.liveHint() },
  { to: { page: 'sport' }, icon: 'sport', title: (LL) => LL.nav.sport(), hint: (LL) => LL.home.sportHint() },
  { to: { page: 'esports' }, icon: 'esports', title: (LL) => LL.nav.esports(), hint: (LL) => LL.home.esportsHint() },
  { to: { page: 'casino' }, icon: 'casino', title: (LL) => LL.nav.casino(), hint: (LL) => LL.home.casinoHint() },
];

/** /{lang}/ (SPEC RTE-01). */
export function HomePage() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.pages.home());

  return (
    <div className="page home">
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home__title">
          {LL.home.title()}
        </h1>
        <p className="home__lead">{LL.home.lead()}</p>
      </section>

      <section aria-labelledby="home-quick-links">
        <h2 id="home-quick-links" className="section-title">
          {LL.home.quickLinks()}
        </h2>
        <ul className="quick-links" role="list">
          {QUICK_LINKS.map((link) => (
            <li key={link.icon}>
              <AppLink to={link.to} className="quick-link">
                <span className="quick-link__icon">
                  <Icon name={link.icon} size={28} />
                </span>
                <span className="quick-link__text">
                  <span className="quick-link__title">{link.title(LL)}</span>
                  <span className="quick-link__hint">{link.hint(LL)}</span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>

      <p className="notice">{LL.home.soon()}</p>
    </div>
  );
}

import { AppLink } from '../../ui/app-link.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

export type PageTitleKey = keyof TranslationFunctions['pages'];

/** A page of the route table that is not built yet: says so plainly, inside the normal shell. */
export function PlaceholderPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { LL } = useI18nContext();
  const title = LL.pages[titleKey]();
  useDocumentTitle(title);

  return (
    <div className="page placeholder" data-page={titleKey}>
      <h1 className="page__title">{title}</h1>
      <div className="placeholder__card">
        <p className="placeholder__text">{LL.placeholder.notAvailable()}</p>
        <p className="muted">{LL.placeholder.hint()}</p>
        <p className="cluster">
          <AppLink to={{ page: 'live' }} className="btn btn--primary">
            {LL.placeholder.goLive()}
          </AppLink>
          <AppLink to={{ page: 'home' }} className="btn btn--ghost">
            {LL.placeholder.backHome()}
          </AppLink>
        </p>
      </div>
    </div>
  );
}

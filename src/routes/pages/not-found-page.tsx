import { AppLink } from '../../ui/app-link.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

/** SPEC RTE-29: anything the route table does not know. */
export function NotFoundPage() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.notFound.title());

  return (
    <div className="page not-found" data-page="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{LL.notFound.title()}</h1>
      <p className="muted">{LL.notFound.text()}</p>
      <p>
        <AppLink to={{ page: 'home' }} className="btn btn--primary">
          {LL.notFound.backHome()}
        </AppLink>
      </p>
    </div>
  );
}

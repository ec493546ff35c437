/** Previous / next through a history's pages, with where the player is (SPEC API-53 paging, CON-07 page 1). */
import { pageCount } from '../../../domain/history-range.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';

type Props = { readonly page: number; readonly pageSize: number; readonly total: number; readonly onPage: (page: number) => void };

export function Pager({ page, pageSize, total, onPage }: Props) {
  const { LL } = useI18nContext();
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="history__pager" aria-label={LL.history.pages()}>
      <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {LL.history.previous()}
      </button>
      <span className="history__page tabular" aria-live="polite">
        {LL.history.page({ page, pages })}
      </span>
      <button type="button" className="btn btn--ghost btn--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {LL.history.next()}
      </button>
    </nav>
  );
}

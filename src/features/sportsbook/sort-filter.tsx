/** SCR-06's sorting dropdown: tournaments by rank (league) or by first kick-off (time). */
import type { ListSort } from '../../../workers/feed/contract.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';

export function SortFilter({ sort, onSort }: { readonly sort: ListSort; readonly onSort: (sort: ListSort) => void }) {
  const { LL } = useI18nContext();
  return (
    <label className="sportsbook__filter">
      <span>{LL.sportsbook.sort.label()}</span>
      <select value={sort} onChange={(e) => onSort(e.currentTarget.value as ListSort)} data-filter="sort">
        <option value="league">{LL.sportsbook.sort.league()}</option>
        <option value="time">{LL.sportsbook.sort.time()}</option>
      </select>
    </label>
  );
}

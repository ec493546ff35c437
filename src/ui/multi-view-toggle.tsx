/**
 * A live match's "add to multi-view" switch (SPEC SCR-07, CON-12), on the /live rows and the match
 * page: pressed while the match is in the multi-view, a press takes it out again; with four
 * matches chosen (CON-12) the others' switches are disabled and say so.
 */
import { useI18nContext } from '../i18n/i18n-react.tsx';
import { MULTI_VIEW_TABS } from '../../domain/multi-view.ts';
import { addToMultiView, removeFromMultiView, useMultiView } from '../store/multi-view.ts';
import { Icon } from './icons.tsx';
import './multi-view-toggle.css';

type Props = { readonly matchId: number; readonly match: string; readonly className?: string };

export function MultiViewToggle({ matchId, match, className }: Props) {
  const { LL } = useI18nContext();
  const ids = useMultiView();
  const pressed = ids.includes(matchId);
  const full = !pressed && ids.length >= MULTI_VIEW_TABS;
  const label = pressed ? LL.live.removeFromMultiView({ match }) : full ? LL.live.multiViewFull({ max: MULTI_VIEW_TABS }) : LL.live.addToMultiView({ match });
  return (
    <button
      type="button"
      className={`multi-view-toggle${className ? ` ${className}` : ''}`}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      disabled={full}
      data-multi-view-toggle={matchId}
      onClick={() => (pressed ? removeFromMultiView(matchId) : addToMultiView(matchId))}
    >
      <Icon name="grid" size={16} />
    </button>
  );
}

/** A playing card's face (rank and suit symbol) or its back, drawn with CSS, and a row of them as a hand. */
import type { CSSProperties, ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { cardFace } from '../card-faces.ts';

/** U+FE0E asks for the text form of ♥ and ♦, which some systems would otherwise draw as emoji. */
const TEXT_STYLE = '\uFE0E';

export function PlayingCard({ card, index = 0 }: { readonly card: string | null; readonly index?: number }) {
  const { LL } = useI18nContext();
  const c = LL.casino.game.cards;
  const style = { '--deal-index': index } as CSSProperties;
  if (card === null) return <span className="playing-card playing-card--back" role="img" aria-label={c.faceDown()} style={style} />;
  const face = cardFace(card);
  if (!face) {
    return (
      <span className="playing-card" style={style}>
        {card}
      </span>
    );
  }
  return (
    <span
      className={face.red ? 'playing-card playing-card--red' : 'playing-card'}
      role="img"
      aria-label={c.card({ rank: c.ranks[face.rankName](), suit: c.suits[face.suitName]() })}
      data-card={card}
      style={style}
    >
      <span className="playing-card__rank" aria-hidden="true">
        {face.rank}
      </span>
      <span className="playing-card__suit" aria-hidden="true">
        {face.suit}
        {TEXT_STYLE}
      </span>
    </span>
  );
}

type HandProps = {
  readonly title: string;
  readonly cards: readonly string[];
  /** Face-down cards drawn after the face-up ones (the dealer's hole card while a hand is open). */
  readonly hidden?: number;
  /** The total as shown ("7/17"); nothing while no card is shown. */
  readonly total: string;
  readonly badge?: ReactNode;
  readonly active?: boolean;
  readonly className?: string;
  readonly extra?: ReactNode;
};

/** A hand: its name and total, its cards, and a result badge once known. */
export function CardHand({ title, cards, hidden = 0, total, badge, active = false, className = '', extra }: HandProps) {
  return (
    <div className={`card-hand ${active ? 'card-hand--active' : ''} ${className}`} aria-current={active ? 'true' : undefined}>
      <div className="card-hand__head">
        <span className="card-hand__title">{title}</span>
        <span className="card-hand__total tabular" data-total={total}>
          {total}
        </span>
        {badge}
      </div>
      <div className="card-hand__cards">
        {cards.map((card, i) => (
          <PlayingCard key={`${i}-${card}`} card={card} index={i} />
        ))}
        {Array.from({ length: hidden }, (_, i) => (
          <PlayingCard key={`hidden-${i}`} card={null} index={cards.length + i} />
        ))}
      </div>
      {extra}
    </div>
  );
}

/** The compact rail's sports (SCR-34): a two-letter mark each, the name as the tooltip and for screen readers; each a link. */
import type { AppTarget } from '../../ui/app-link.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { sportBadge } from '../../../domain/side-tree.ts';

export type BadgeItem = {
  readonly key: string;
  readonly name: string;
  readonly count: number;
  readonly to: AppTarget;
  readonly search?: Readonly<Record<string, string | number>>;
  readonly onClick: () => void;
};

export function SportBadges({ items, label }: { readonly items: readonly BadgeItem[]; readonly label: string }) {
  return (
    <ul className="side-nav__list side-tree__badges" role="list" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} data-sport={item.key}>
          <AppLink to={item.to} {...(item.search ? { search: item.search } : {})} exact className="side-nav__item" title={`${item.name} (${item.count})`} onClick={item.onClick}>
            <span className="side-tree__badge" aria-hidden="true">
              {sportBadge(item.name)}
            </span>
            <span className="side-nav__label">{item.name}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

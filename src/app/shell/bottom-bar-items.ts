import { isBettingPage, PAGE_KIND } from './page-kind.ts';
import type { PageKind } from './page-kind.ts';

export const BOTTOM_BAR_ITEM = {
  menu: 'menu',
  sport: 'sport',
  casino: 'casino',
  betslip: 'betslip',
  liveCasino: 'liveCasino',
  bonus: 'bonus',
  liveChat: 'liveChat',
} as const;

export type BottomBarItem = (typeof BOTTOM_BAR_ITEM)[keyof typeof BOTTOM_BAR_ITEM];

/** The mobile bottom bar's items, in order, for a page (SPEC SCR-35…SCR-41). */
export function bottomBarItems(kind: PageKind): BottomBarItem[] {
  const betting = isBettingPage(kind);
  const items: BottomBarItem[] = [BOTTOM_BAR_ITEM.menu];
  if (!betting) items.push(BOTTOM_BAR_ITEM.sport);
  items.push(BOTTOM_BAR_ITEM.casino);
  if (betting) items.push(BOTTOM_BAR_ITEM.betslip);
  items.push(BOTTOM_BAR_ITEM.liveCasino);
  // SCR-40 says "sport pages", unlike SCR-36/38 which name sport, esport and live; read literally.
  if (kind !== PAGE_KIND.sport) items.push(BOTTOM_BAR_ITEM.bonus);
  items.push(BOTTOM_BAR_ITEM.liveChat);
  return items;
}

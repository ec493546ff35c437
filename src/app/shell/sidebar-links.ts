import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import type { AppTarget } from '../../ui/app-link.tsx';
import type { IconName } from '../../ui/icons.tsx';
import type { SidebarGroup } from './sidebar-groups.ts';

type Label = (LL: TranslationFunctions) => string;

export type SidebarLink = { readonly id: string; readonly to: AppTarget; readonly icon: IconName; readonly label: Label };

export type SidebarGroupDefinition = { readonly title: Label; readonly links: readonly SidebarLink[] };

/** Link targets follow the route table (SPEC RTE-02…RTE-21, RTE-31). */
export const SIDEBAR_GROUP_LINKS: Record<SidebarGroup, SidebarGroupDefinition> = {
  live: {
    title: (LL) => LL.sidebar.liveGroup(),
    links: [
      { id: 'live-overview', to: { page: 'live' }, icon: 'live', label: (LL) => LL.sidebar.liveOverview() },
      { id: 'live-featured', to: { page: 'live', rest: 'featured' }, icon: 'star', label: (LL) => LL.sidebar.featured() },
      { id: 'live-multi-view', to: { page: 'live', rest: 'multi-view' }, icon: 'grid', label: (LL) => LL.sidebar.multiView() },
    ],
  },
  sport: {
    title: (LL) => LL.sidebar.sportGroup(),
    links: [
      { id: 'sport-all', to: { page: 'sport' }, icon: 'sport', label: (LL) => LL.sidebar.allSports() },
      { id: 'sport-top', to: { page: 'sport', rest: 'top-tournaments' }, icon: 'trophy', label: (LL) => LL.sidebar.topTournaments() },
      { id: 'sport-outrights', to: { page: 'sport', rest: 'outrights' }, icon: 'chart', label: (LL) => LL.sidebar.outrights() },
      { id: 'sport-schedule', to: { page: 'sport', rest: 'schedule' }, icon: 'calendar', label: (LL) => LL.sidebar.schedule() },
      { id: 'sport-results', to: { page: 'sport', rest: 'results' }, icon: 'list', label: (LL) => LL.sidebar.results() },
      { id: 'sport-favorites', to: { page: 'sport', rest: 'favorites' }, icon: 'star', label: (LL) => LL.sidebar.favorites() },
      { id: 'sport-asian', to: { page: 'sport', rest: 'koreanView' }, icon: 'grid', label: (LL) => LL.sidebar.asianView() },
    ],
  },
  esport: {
    title: (LL) => LL.sidebar.esportGroup(),
    links: [{ id: 'esports-all', to: { page: 'esports' }, icon: 'esports', label: (LL) => LL.sidebar.allEsports() }],
  },
  casino: {
    title: (LL) => LL.sidebar.casinoGroup(),
    links: [
      { id: 'casino-all', to: { page: 'casino', rest: 'all' }, icon: 'casino', label: (LL) => LL.sidebar.allGames() },
      { id: 'casino-slots', to: { page: 'casino', rest: 'slots' }, icon: 'cards', label: (LL) => LL.sidebar.slots() },
      { id: 'casino-crash', to: { page: 'casino', rest: 'crash' }, icon: 'rocket', label: (LL) => LL.sidebar.crash() },
      { id: 'casino-top', to: { page: 'casino', rest: 'top-games' }, icon: 'flame', label: (LL) => LL.sidebar.topGames() },
      { id: 'casino-card', to: { page: 'casino', rest: 'card' }, icon: 'cards', label: (LL) => LL.sidebar.cardGames() },
      { id: 'casino-providers', to: { page: 'casino', rest: 'providers' }, icon: 'grid', label: (LL) => LL.sidebar.providers() },
      { id: 'casino-favorites', to: { page: 'casino', rest: 'favorites' }, icon: 'star', label: (LL) => LL.sidebar.favorites() },
      { id: 'casino-recent', to: { page: 'casino', rest: 'recent' }, icon: 'clock', label: (LL) => LL.sidebar.recent() },
      { id: 'casino-live', to: { page: 'casino', rest: 'live-casino/all' }, icon: 'liveCasino', label: (LL) => LL.sidebar.liveCasino() },
    ],
  },
};

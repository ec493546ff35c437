/**
 * The casino's addresses (issue #19; SPEC RTE-19..RTE-22, RTE-31): its categories and the query
 * parameters its pages keep. Apart from the lobby's rules (casino-lobby.ts) because the router and
 * the address bar's query handling load with every page, and the lobby only with the casino.
 */

/** RTE-31: the lobby's category links. */
export const CASINO_CATEGORIES = ['all', 'slots', 'crash', 'top-games', 'card', 'providers', 'favorites', 'recent'] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];
/** RTE-31: the live casino's categories. */
export const LIVE_CASINO_CATEGORIES = ['all', 'roulette', 'blackjack', 'baccarat'] as const;
export type LiveCasinoCategory = (typeof LIVE_CASINO_CATEGORIES)[number];

/** RTE-20: a lobby page keeps its provider filter in the address. */
export const LOBBY_QUERY_PARAMS = ['providers'] as const;
/** A game page keeps its mode (real or demo) and its multi-view's other games in the address. */
export const GAME_QUERY_PARAMS = ['mode', 'views'] as const;
/** The verify page's fields, prefilled from the address (a link from a round). */
export const VERIFY_FIELDS = ['game', 'serverSeed', 'clientSeed', 'nonce', 'bet', 'actions', 'hash', 'currency'] as const;

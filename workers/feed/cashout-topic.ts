/**
 * The cash-out topic's code in the worker (its wire schema and its fold), loaded only once a player
 * signs in: a guest's first load carries none of it.
 */
export { cashoutMessageSchema } from '../../schemas/cashout-feed.ts';
export { autoCashoutSet, cashoutRequested, emptyCashoutBook, foldCashoutMessage, ticketPlaced } from './projections/cashout.ts';

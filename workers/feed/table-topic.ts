/**
 * A live table's topic in the worker (issue #19): its wire schema and how its messages fold into
 * the table's state (domain/casino/live-table.ts, the fold the house runs too). Loaded when a page
 * first watches a table: no other page carries it.
 */
import type { TableMessage, TableState } from '../../schemas/live-casino.ts';
import { foldTable } from '../../domain/casino/table-fold.ts';

export { tableMessageSchema } from '../../schemas/live-casino.ts';

/** The table after its messages, in order: a snapshot replaces it, events fold into it. */
export function foldTableMessages(state: TableState | null, messages: readonly TableMessage[]): TableState | null {
  let table = state;
  for (const message of messages) {
    if (message.type === 'snapshot') table = message.snapshot;
    else if (message.type === 'events' && table) table = message.events.reduce(foldTable, table);
  }
  return table;
}

/** Follows a feed view's balance for the header (the slip's after a placement, My bets' after a settlement). */
import type { MyBetsModel } from '../../workers/feed/contract.ts';

type ViewBalance = MyBetsModel['balance'];

/**
 * Whether a view's balance differs from the one it held when last asked. Compared by value: a patch
 * changes the fields of the balance object the view already holds (a second settlement, say), so
 * the object stays the same one.
 */
export function balanceFollower(): (balance: ViewBalance | undefined) => boolean {
  let last: string | null = null;
  return (balance) => {
    const now = balance ? `${balance.currency}:${balance.availableMinor}:${balance.pendingMinor}` : null;
    if (now === last) return false;
    last = now;
    return now !== null;
  };
}

/**
 * How many selections the betslip holds, for the shell's counters (header, bottom bar: SPEC SCR-38).
 * feed-bridge keeps it; the shell reads it without loading the feed, so pages without betting
 * (home, casino, account) pay for neither the bridge nor the worker.
 */
import { proxy } from 'valtio';

export const betslipCount = proxy({ count: 0 });

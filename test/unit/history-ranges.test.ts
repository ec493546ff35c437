import { describe, expect, test } from 'vitest';
import { customRangeProblem, HISTORY_DEFAULTS, monthsBefore, pageCount, pageSlice, rangeWindow } from '../../domain/history-range.ts';
import { HISTORY_RANGES } from '../../schemas/history.ts';
import { historyQuery, initialFilter, lastMonths } from '../../src/features/history/history-filter.ts';
import { autoTarget, partialAmount } from '../../src/features/betslip/cashout-amounts.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const HOUR = 3_600_000;

describe('history ranges and pages', () => {
  test('[ENM-18] the ranges are last24, last48, lastweek, lastmonth and custom; the fixed ones end now', () => {
    expect(HISTORY_RANGES).toEqual(['last24', 'last48', 'lastweek', 'lastmonth', 'custom']);
    expect(rangeWindow('last24', NOW)).toEqual({ from: NOW - 24 * HOUR, to: NOW });
    expect(rangeWindow('last48', NOW).from).toBe(NOW - 48 * HOUR);
    expect(rangeWindow('lastweek', NOW).from).toBe(NOW - 7 * 24 * HOUR);
    expect(rangeWindow('lastmonth', NOW).from).toBe(NOW - 30 * 24 * HOUR);
  });

  test('[CON-07] a history starts on ClearedBets, page 1, the last 24 hours', () => {
    expect(HISTORY_DEFAULTS).toEqual({ type: 'ClearedBets', page: 1, range: 'last24' });
    expect(initialFilter('last24', '2026-11-23')).toMatchObject({ range: 'last24', page: 1 });
  });

  test('[CON-06] a custom range spans at most nine months, with last month, 3 and 9 months as quick choices', () => {
    expect(monthsBefore(Date.parse('2026-05-31T00:00:00Z'), 3)).toBe(Date.parse('2026-02-28T00:00:00Z'));
    expect(lastMonths('2026-11-23', 1)).toEqual({ fromDay: '2026-10-24', toDay: '2026-11-23' });
    for (const months of [1, 3, 9]) {
      const days = lastMonths('2026-11-23', months);
      const asked = historyQuery({ range: 'custom', ...days, page: 1 }, 'Europe/Berlin', 20);
      expect(asked, String(months)).toHaveProperty('query');
    }
    const ten = historyQuery({ range: 'custom', ...lastMonths('2026-11-23', 10), page: 1 }, 0, 20);
    expect(ten).toEqual({ problem: 'too-long' });
    expect(customRangeProblem(NOW, NOW)).toBe('from-after-to');
  });

  test('[API-53] a custom range is the first day’s start to the start of the day after the last, in the player’s zone', () => {
    const asked = historyQuery({ range: 'custom', fromDay: '2026-11-20', toDay: '2026-11-22', page: 2 }, 'Europe/Berlin', 10);
    expect(asked).toEqual({ query: { range: 'custom', from: Date.parse('2026-11-19T23:00:00Z'), to: Date.parse('2026-11-22T23:00:00Z'), page: 2, pageSize: 10 } });
    expect(historyQuery({ range: 'custom', fromDay: '2026-11-22', toDay: '2026-11-22', page: 1 }, 0, 10)).toHaveProperty('query');
    expect(historyQuery({ range: 'custom', fromDay: '2026-11-23', toDay: '2026-11-22', page: 1 }, 0, 10)).toEqual({ problem: 'from-after-to' });
    expect(historyQuery({ range: 'all', fromDay: '', toDay: '', page: 1 }, 0, 10)).toEqual({ query: { range: null, from: null, to: null, page: 1, pageSize: 10 } });
  });

  test('pages: at least one, and the rows a page skips and takes', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
    expect(pageSlice(3, 20)).toEqual({ offset: 40, limit: 20 });
  });
});

describe('amounts typed for partial and auto cash-out', () => {
  test('a part is an amount of the currency up to PartialMax, read exactly', () => {
    expect(partialAmount('4.75', 'EUR', '9.49')).toBe('4.75');
    expect(partialAmount(' 9.49 ', 'EUR', '9.49')).toBe('9.49');
    expect(partialAmount('9.5', 'EUR', '9.49')).toBeNull();
    expect(partialAmount('4.755', 'EUR', '9.49')).toBeNull();
    expect(partialAmount('0', 'EUR', '9.49')).toBeNull();
    expect(partialAmount('abc', 'EUR', '9.49')).toBeNull();
    expect(partialAmount('1', 'EUR', null)).toBeNull();
    expect(partialAmount('5', 'EUR', '9.49')).toBe('5.00');
  });

  test('an auto target is above the current offer and at most the potential payout', () => {
    expect(autoTarget('12', 'EUR', '9.50', '20.00')).toBe('12.00');
    expect(autoTarget('9.50', 'EUR', '9.50', '20.00')).toBeNull();
    expect(autoTarget('20.01', 'EUR', '9.50', '20.00')).toBeNull();
    expect(autoTarget('5', 'EUR', null, '20.00')).toBe('5.00');
  });
});

import { describe, expect, test } from 'vitest';
import { bottomBarItems } from '../../src/app/shell/bottom-bar-items.ts';
import { PAGE_KIND } from '../../src/app/shell/page-kind.ts';
import type { PageKind } from '../../src/app/shell/page-kind.ts';

const ALL_KINDS = Object.values(PAGE_KIND);
const BETTING: PageKind[] = ['sport', 'esport', 'live'];
const NON_BETTING: PageKind[] = ['casino', 'other'];

describe('bottomBarItems', () => {
  test('[SCR-35] menu is always first', () => {
    for (const kind of ALL_KINDS) expect(bottomBarItems(kind)[0]).toBe('menu');
  });

  test('[SCR-36] sport item hidden on sport, esport and live pages', () => {
    for (const kind of BETTING) expect(bottomBarItems(kind)).not.toContain('sport');
    for (const kind of NON_BETTING) expect(bottomBarItems(kind)).toContain('sport');
  });

  test('[SCR-37] casino item is always shown', () => {
    for (const kind of ALL_KINDS) expect(bottomBarItems(kind)).toContain('casino');
  });

  test('[SCR-38] betslip item shown only on sport, esport and live pages', () => {
    for (const kind of BETTING) expect(bottomBarItems(kind)).toContain('betslip');
    for (const kind of NON_BETTING) expect(bottomBarItems(kind)).not.toContain('betslip');
  });

  test('[SCR-39] live casino item is always shown', () => {
    for (const kind of ALL_KINDS) expect(bottomBarItems(kind)).toContain('liveCasino');
  });

  test('[SCR-40] bonus item hidden on sport pages only', () => {
    expect(bottomBarItems('sport')).not.toContain('bonus');
    for (const kind of ALL_KINDS.filter((k) => k !== 'sport')) expect(bottomBarItems(kind)).toContain('bonus');
  });

  test('[SCR-41] live chat item is always last', () => {
    for (const kind of ALL_KINDS) expect(bottomBarItems(kind).at(-1)).toBe('liveChat');
  });

  test('[SCR-35…SCR-41] items keep the spec order', () => {
    expect(bottomBarItems('other')).toEqual(['menu', 'sport', 'casino', 'liveCasino', 'bonus', 'liveChat']);
    expect(bottomBarItems('sport')).toEqual(['menu', 'casino', 'betslip', 'liveCasino', 'liveChat']);
    expect(bottomBarItems('live')).toEqual(['menu', 'casino', 'betslip', 'liveCasino', 'bonus', 'liveChat']);
  });
});

import { describe, expect, test } from 'vitest';
import { houseDrawsPage } from '../../src/ssr/drawn-pages.ts';

describe('pages the house draws (ADR 0044)', () => {
  test.each([[[]], [['live']], [['live', 'soccer', 'england', 'premier-league', 'match', '7']], [['sport']], [['sport', 'soccer']], [['sport', 'koreanView', 'soccer']], [['esports']], [['esports', 'soccer']]])('draws %j', (segments) => {
    expect(houseDrawsPage(segments)).toBe(true);
  });

  test.each([[['live', 'multi-view']], [['live', 'featured']], [['sport', 'results']], [['sport', 'schedule']], [['casino', 'slots']], [['user', 'deposit']], [['promotions']], [['no-such-page']]])('leaves %j to the page', (segments) => {
    expect(houseDrawsPage(segments)).toBe(false);
  });
});

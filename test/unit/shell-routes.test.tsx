import { describe, expect, test } from 'vitest';
import { languageRedirect, pagePath, withLanguage } from '../../src/routes/lang-path.ts';
import { isKnownAppPath, isSectionPath, matchIdOfPath, pathSegments, sectionOfSegment, SECTIONS, sportPageOfPath } from '../../domain/site-routes.ts';

describe('languageRedirect', () => {
  test('[RTE-01] the bare root goes to the preferred language', () => {
    expect(languageRedirect('/', 'en-US')).toBe('/en-US');
    expect(languageRedirect('', 'de-DE')).toBe('/de-DE');
  });

  test('[PRD-06] a canonical language segment needs no redirect', () => {
    expect(languageRedirect('/en-US', 'de-DE')).toBeNull();
    expect(languageRedirect('/zh-CHT/live', 'en-US')).toBeNull();
    expect(languageRedirect('/ja-JP/anything/unknown', 'en-US')).toBeNull();
  });

  test('[PRD-09] a language segment in another case is normalised, keeping the rest of the path', () => {
    expect(languageRedirect('/en-us/live', 'de-DE')).toBe('/en-US/live');
    expect(languageRedirect('/ZH-chs', 'en-US')).toBe('/zh-CHS');
    expect(languageRedirect('/pt-pt/sport/soccer', 'en-US')).toBe('/pt-PT/sport/soccer');
  });

  test('[RTE-32] an unknown first segment that starts a known route gets the language prefix', () => {
    expect(languageRedirect('/live', 'en-US')).toBe('/en-US/live');
    expect(languageRedirect('/casino/slots', 'en-US')).toBe('/en-US/casino/slots');
    expect(languageRedirect('/sport/soccer/england/premier-league/match/42', 'ko-KR')).toBe('/ko-KR/sport/soccer/england/premier-league/match/42');
    expect(languageRedirect('/404', 'en-US')).toBe('/en-US/404');
  });

  test('[RTE-32] an unknown first segment that is no route goes to /404', () => {
    expect(languageRedirect('/nope', 'en-US')).toBe('/en-US/404');
    expect(languageRedirect('/fr-FR/live', 'en-US')).toBe('/en-US/404');
    expect(languageRedirect('/table-game', 'en-US')).toBe('/en-US/404');
  });
});

describe('withLanguage', () => {
  test('[PRD-10] rewrites only the language segment', () => {
    expect(withLanguage('/en-US/live', 'ja-JP')).toBe('/ja-JP/live');
    expect(withLanguage('/en-US', 'zh-CHT')).toBe('/zh-CHT');
    expect(withLanguage('/en-us/casino/slots', 'de-DE')).toBe('/de-DE/casino/slots');
    expect(withLanguage('/live', 'tr-TR')).toBe('/tr-TR/live');
  });

  test('pagePath drops the language segment', () => {
    expect(pagePath('/en-US/sport/soccer')).toEqual(['sport', 'soccer']);
    expect(pagePath('/en-US/')).toEqual([]);
  });
});

describe('route table', () => {
  test('[RTE-30] every other named path is a section', () => {
    for (const segment of [
      'promotions',
      'terms-and-conditions',
      'bonus-terms-conditions',
      'privacy-policy',
      'aml-policy',
      'cookies-policy',
      'responsible-gaming',
      'payment-methods',
      'register',
      'login',
      'lost-password',
      'user',
    ]) {
      expect(sectionOfSegment(segment), segment).not.toBeNull();
    }
  });

  test('[RTE-25] section segments match case-insensitively (the spec spells lost-Password)', () => {
    expect(sectionOfSegment('lost-Password')).toBe('lostPassword');
  });

  test('[RTE-22] [RTE-23] game pages need a provider and a game key', () => {
    expect(isSectionPath('tableGame', ['evolution', 'blackjack'])).toBe(true);
    expect(isSectionPath('tableGame', ['evolution'])).toBe(false);
    expect(isSectionPath('liveCasinoGame', ['evolution', 'roulette', 'extra'])).toBe(false);
  });

  test('[RTE-02] [RTE-03] [RTE-04] live and its sub-pages are known, deeper paths are not', () => {
    expect(isKnownAppPath(['live'])).toBe(true);
    expect(isKnownAppPath(['live', 'multi-view'])).toBe(true);
    expect(isKnownAppPath(['live', 'sport', 'soccer', 'england', 'premier-league', 'match', '1'])).toBe(true);
    expect(isKnownAppPath(['live', 'a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe(false);
  });

  test('[RTE-12] [RTE-13] sport pages reach the match page depth', () => {
    expect(isKnownAppPath(pathSegments('/sport/soccer/england/premier-league/match/1'))).toBe(true);
  });

  test('[RTE-29] anything else is unknown', () => {
    expect(isKnownAppPath(['nope'])).toBe(false);
    expect(isKnownAppPath(['register', 'extra'])).toBe(false);
  });

  test('section segments are unique', () => {
    const segments = Object.values(SECTIONS).map((s) => s.segment.toLowerCase());
    expect(new Set(segments).size).toBe(segments.length);
  });
});

describe('match pages', () => {
  test('[RTE-04] [RTE-13] [RTE-16] every match path ends in match/{id}', () => {
    const id = (path: string) => matchIdOfPath(pathSegments(path));
    expect(id('soccer/england/premier-league/match/100602')).toBe(100602); // /live/… and /sport/…
    expect(id('sport/soccer/england/premier-league/match/7')).toBe(7); // /live/sport/…
    expect(id('match/42')).toBe(42); // /live/match/{id}
    expect(id('cs2/major/finals/Match/9')).toBe(9);
    expect(id('soccer/england/premier-league')).toBeNull();
    expect(id('soccer/match/0')).toBeNull();
    expect(id('soccer/match/12x')).toBeNull();
    expect(id('soccer/match/1234567890')).toBeNull();
    expect(isKnownAppPath(pathSegments('live/soccer/england/premier-league/match/1'))).toBe(true);
    expect(isKnownAppPath(pathSegments('sport/soccer/england/premier-league/match/1'))).toBe(true);
  });
});

describe('sport section pages', () => {
  const page = (path: string) => sportPageOfPath(pathSegments(path));
  test('[RTE-05] [RTE-06] [RTE-07] [RTE-08] [RTE-09] [RTE-10] the named pages of /sport', () => {
    expect(page('')).toEqual({ kind: 'index' });
    expect(page('results')).toEqual({ kind: 'results', matchId: null });
    expect(page('results/123')).toEqual({ kind: 'results', matchId: 123 });
    expect(page('results/abc')).toBeNull();
    expect(page('favorites')).toEqual({ kind: 'favorites' });
    expect(page('schedule')).toEqual({ kind: 'schedule' });
    expect(page('schedule/2')).toBeNull();
    expect(page('outrights')).toEqual({ kind: 'outrights', category: null });
    expect(page('outrights/england')).toEqual({ kind: 'outrights', category: 'england' });
    expect(page('koreanView/soccer')).toEqual({ kind: 'asian', sport: 'soccer' });
    expect(page('koreanView')).toEqual({ kind: 'asian', sport: null });
    expect(page('koreanView/outrights')).toEqual({ kind: 'outrights', category: null });
    expect(page('top-tournaments')).toEqual({ kind: 'top-tournaments', category: null });
    expect(page('top-tournaments/spain')).toEqual({ kind: 'top-tournaments', category: 'spain' });
  });

  test('[RTE-11] [RTE-12] [RTE-13] sport, category, tournament, today and match pages', () => {
    expect(page('soccer/today')).toEqual({ kind: 'today', sport: 'soccer' });
    expect(page('soccer')).toEqual({ kind: 'list', sport: 'soccer', category: null, tournament: null });
    expect(page('soccer/england')).toEqual({ kind: 'list', sport: 'soccer', category: 'england', tournament: null });
    expect(page('Soccer/England/Premier-League')).toEqual({ kind: 'list', sport: 'soccer', category: 'england', tournament: 'premier-league' });
    expect(page('soccer/england/premier-league/match/7')).toEqual({ kind: 'match', matchId: 7 });
    expect(page('soccer/england/premier-league/extra')).toBeNull();
    expect(page('soccer/eng land')).toBeNull();
  });
});

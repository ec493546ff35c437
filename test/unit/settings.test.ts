import { describe, expect, test, vi } from 'vitest';
import { ODDS_FORMATS } from '../../domain/odds-format.ts';
import {
  DEFAULT_SETTINGS,
  formatDateTime,
  formatNumber,
  formatTime,
  parseCookies,
  readSettings,
  SETTINGS_COOKIE,
  settingsCookies,
  TIME_ZONES,
  timeZoneOffsetLabel,
  VIEW_FORMATS,
} from '../../domain/settings.ts';
import { applyRemoteSettings, setOddsFormat, setSettingsRemote, setTimeZone, setViewFormat, settingsState } from '../../src/store/settings.ts';

/** What a browser keeps of `document.cookie = …` assignments: name=value pairs. */
function cookieJar(assignments: readonly string[]): string {
  return assignments.map((a) => a.split(';')[0]).join('; ');
}

describe('settings', () => {
  test('[PRD-05] players choose an odds format, a view format and a time zone, with defaults', () => {
    expect(Object.keys(DEFAULT_SETTINGS).sort()).toEqual(['oddsFormat', 'timeZone', 'viewFormat']);
    expect(DEFAULT_SETTINGS).toEqual({ oddsFormat: 'decimal', viewFormat: 'european', timeZone: 'local' });
    expect(VIEW_FORMATS).toEqual(['european', 'asian']);
    expect(TIME_ZONES).toContain('Asia/Seoul');
    // Every offered zone is one Intl knows.
    for (const zone of TIME_ZONES.filter((z) => z !== 'local')) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
  });

  test('[STA-43] odds and view format persist by cookie and read back', () => {
    for (const oddsFormat of ODDS_FORMATS) {
      for (const viewFormat of VIEW_FORMATS) {
        const cookies = settingsCookies({ oddsFormat, viewFormat }, true);
        expect(cookies.every((c) => c.includes('Path=/') && c.includes('SameSite=Lax') && c.includes('Secure') && /Max-Age=\d+/.test(c))).toBe(true);
        expect(readSettings(cookieJar(cookies), null)).toEqual({ oddsFormat, viewFormat, timeZone: 'local' });
      }
    }
    expect(settingsCookies(DEFAULT_SETTINGS, false).some((c) => c.includes('Secure'))).toBe(false);
    expect(SETTINGS_COOKIE).toEqual({ oddsFormat: 'oddFormat', viewFormat: 'viewFormat' });
  });

  test('[STA-43] a tampered or unknown cookie falls back to the default, setting by setting', () => {
    expect(readSettings('oddFormat=klingon; viewFormat=asian', 'Mars/Base')).toEqual({ oddsFormat: 'decimal', viewFormat: 'asian', timeZone: 'local' });
    expect(readSettings('oddFormat=%E0%A4%A; other=1', 'Asia/Tokyo')).toEqual({ oddsFormat: 'decimal', viewFormat: 'european', timeZone: 'Asia/Tokyo' });
    expect(parseCookies(' a=1; b = 2 ; a=3; broken')).toEqual(new Map([['a', '1'], ['b', '2']]));
  });

  test('[STA-43] every setting takes effect immediately in the shared store, and the house seam is told', async () => {
    const save = vi.fn(async () => undefined);
    setSettingsRemote({ save });
    setOddsFormat('american');
    expect(settingsState.oddsFormat).toBe('american');
    setViewFormat('asian');
    expect(settingsState.viewFormat).toBe('asian');
    setTimeZone('Asia/Tokyo');
    expect(settingsState.timeZone).toBe('Asia/Tokyo');
    expect(save).toHaveBeenCalledTimes(3);
    expect(save).toHaveBeenLastCalledWith({ oddsFormat: 'american', viewFormat: 'asian', timeZone: 'Asia/Tokyo' });
    applyRemoteSettings(DEFAULT_SETTINGS);
    expect({ ...settingsState }).toEqual(DEFAULT_SETTINGS);
    setSettingsRemote(null);
  });

  test('[PRD-05] dates, times and numbers go through Intl in the chosen language and time zone', () => {
    const at = Date.UTC(2026, 10, 22, 12, 5);
    expect(formatTime(at, 'en-US', 'UTC')).toBe(new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'UTC' }).format(at));
    expect(formatTime(at, 'de-DE', 'Asia/Tokyo')).toBe('21:05');
    expect(formatTime(at, 'de-DE', 'UTC')).toBe('12:05');
    expect(formatDateTime(at, 'ja-JP', 'Asia/Tokyo')).toBe(new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(at));
    expect(formatNumber(1234.5, 'de-DE', 2)).toBe('1.234,50');
    expect(formatNumber(1234.5, 'en-US', 2)).toBe('1,234.50');
    expect(timeZoneOffsetLabel('Asia/Seoul', at)).toBe('UTC+09:00');
    expect(timeZoneOffsetLabel('UTC', at)).toBe('UTC+00:00');
    expect(timeZoneOffsetLabel('America/New_York', at)).toBe('UTC-05:00');
  });
});

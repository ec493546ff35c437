/**
 * Player settings (SPEC PRD-05, ENT-27, STA-43): odds format, view format and time zone. Odds and
 * view format persist in cookies (so the house can read them on any request); the time zone stays in
 * the browser. Values read back from a cookie or storage are untrusted and fall back to defaults.
 */
import { dateTimeFormat, numberFormat } from './intl-formats.ts';
import { DEFAULT_ODDS_FORMAT, isOddsFormat } from './odds-format.ts';
import type { OddsFormat } from './odds-format.ts';

/** European (1X2 lists) or Asian (handicap and totals side by side, the /sport/koreanView layout). */
export const VIEW_FORMATS = ['european', 'asian'] as const;
export type ViewFormat = (typeof VIEW_FORMATS)[number];
export const DEFAULT_VIEW_FORMAT: ViewFormat = 'european';

/** "local" follows the device; the others are IANA zones, so daylight saving is handled by Intl. */
export const LOCAL_TIME_ZONE = 'local';
export const TIME_ZONES = [
  LOCAL_TIME_ZONE,
  'UTC',
  'Europe/London',
  'Europe/Lisbon',
  'Europe/Madrid',
  'Europe/Berlin',
  'Europe/Sofia',
  'Europe/Istanbul',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Shanghai',
  'Asia/Taipei',
  'Asia/Seoul',
  'Asia/Tokyo',
  'Australia/Sydney',
  'America/Sao_Paulo',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
] as const;
export type TimeZoneSetting = (typeof TIME_ZONES)[number];

export type Settings = {
  readonly oddsFormat: OddsFormat;
  readonly viewFormat: ViewFormat;
  readonly timeZone: TimeZoneSetting;
};

export const DEFAULT_SETTINGS: Settings = {
  oddsFormat: DEFAULT_ODDS_FORMAT,
  viewFormat: DEFAULT_VIEW_FORMAT,
  timeZone: LOCAL_TIME_ZONE,
};

export function isViewFormat(value: unknown): value is ViewFormat {
  return typeof value === 'string' && (VIEW_FORMATS as readonly string[]).includes(value);
}

export function isTimeZoneSetting(value: unknown): value is TimeZoneSetting {
  return typeof value === 'string' && (TIME_ZONES as readonly string[]).includes(value);
}

export const SETTINGS_COOKIE = { oddsFormat: 'oddFormat', viewFormat: 'viewFormat' } as const;
/** A year: the choice outlives the session, like any preference. */
export const SETTINGS_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function parseCookies(header: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || out.has(name)) continue;
    try {
      out.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A malformed value is ignored, like a missing one.
    }
  }
  return out;
}

/** Settings from a `document.cookie` string and a stored time zone, each falling back on its own. */
export function readSettings(cookieHeader: string, storedTimeZone: string | null): Settings {
  const cookies = parseCookies(cookieHeader);
  const odds = cookies.get(SETTINGS_COOKIE.oddsFormat);
  const view = cookies.get(SETTINGS_COOKIE.viewFormat);
  return {
    oddsFormat: isOddsFormat(odds) ? odds : DEFAULT_SETTINGS.oddsFormat,
    viewFormat: isViewFormat(view) ? view : DEFAULT_SETTINGS.viewFormat,
    timeZone: isTimeZoneSetting(storedTimeZone) ? storedTimeZone : DEFAULT_SETTINGS.timeZone,
  };
}

/** The `document.cookie` assignments that persist odds and view format (STA-43). */
export function settingsCookies(settings: Pick<Settings, 'oddsFormat' | 'viewFormat'>, secure: boolean): string[] {
  const attributes = `; Path=/; Max-Age=${SETTINGS_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [
    `${SETTINGS_COOKIE.oddsFormat}=${encodeURIComponent(settings.oddsFormat)}${attributes}`,
    `${SETTINGS_COOKIE.viewFormat}=${encodeURIComponent(settings.viewFormat)}${attributes}`,
  ];
}

/** The Intl time zone option for a setting: undefined lets Intl use the device's zone. */
export function intlTimeZone(setting: TimeZoneSetting): string | undefined {
  return setting === LOCAL_TIME_ZONE ? undefined : setting;
}

/** The IANA zone a setting stands for: the device's own for "local" (what a request to the house names). */
export function resolvedTimeZone(setting: TimeZoneSetting): string {
  return intlTimeZone(setting) ?? dateTimeFormat(undefined).resolvedOptions().timeZone;
}

/** Date and time of day in the player's language and time zone, e.g. "22 Nov 2026, 14:05". */
export function formatDateTime(date: Date | number, locale: string, timeZone: TimeZoneSetting): string {
  const zone = intlTimeZone(timeZone);
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(zone ? { timeZone: zone } : {}) }).format(date);
}

/** A kick-off in a list row: short weekday, day, month and time, e.g. "Tue 25 Nov, 18:30". */
export function formatKickoff(date: Date | number, locale: string, timeZone: TimeZoneSetting): string {
  const zone = intlTimeZone(timeZone);
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', ...(zone ? { timeZone: zone } : {}) }).format(date);
}

export function formatTime(date: Date | number, locale: string, timeZone: TimeZoneSetting): string {
  const zone = intlTimeZone(timeZone);
  return dateTimeFormat(locale, { timeStyle: 'short', ...(zone ? { timeZone: zone } : {}) }).format(date);
}

export function formatNumber(value: number, locale: string, digits?: number): string {
  return numberFormat(locale, digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** "UTC+09:00"-style label for a zone at a moment, from Intl, for the time-zone picker. */
export function timeZoneOffsetLabel(setting: TimeZoneSetting, at: Date | number): string {
  const zone = intlTimeZone(setting);
  const parts = dateTimeFormat('en-US', { timeZoneName: 'longOffset', ...(zone ? { timeZone: zone } : {}) }).formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC');
}

/**
 * The player's settings as a valtio proxy: every component reading it re-renders the moment a
 * setting changes (STA-43, "takes effect immediately"). Odds and view format are written to cookies;
 * the time zone to localStorage.
 *
 * Signed-in players: the house will keep these on the account too (API-54, "set odd format / view
 * format / timezone"). That call belongs to the accounts area; it plugs in through
 * `setSettingsRemote`, which is told every change and may return the account's saved settings at
 * sign-in through `applyRemoteSettings`. Until then the cookie is the only store.
 */
import { proxy, useSnapshot } from 'valtio';
import { DEFAULT_SETTINGS, readSettings, settingsCookies } from '../../domain/settings.ts';
import type { Settings, TimeZoneSetting, ViewFormat } from '../../domain/settings.ts';
import type { OddsFormat } from '../../domain/odds-format.ts';
import { bootData } from '../ssr/boot-data.ts';
import { useHydrating } from '../ssr/hydration.ts';

export const TIME_ZONE_STORAGE_KEY = 'sportsbook.timeZone';

export type SettingsRemote = { save(settings: Settings): Promise<void> };

let remote: SettingsRemote | null = null;

/** The accounts area installs the house-side store for a signed-in player (null when signed out). */
export function setSettingsRemote(next: SettingsRemote | null): void {
  remote = next;
}

function initialSettings(): Settings {
  if (typeof document === 'undefined') return DEFAULT_SETTINGS;
  let storedZone: string | null;
  try {
    storedZone = localStorage.getItem(TIME_ZONE_STORAGE_KEY);
  } catch {
    storedZone = null;
  }
  return readSettings(document.cookie, storedZone);
}

export const settingsState = proxy<{ -readonly [K in keyof Settings]: Settings[K] }>({ ...initialSettings() });

function persist(): void {
  const snapshot: Settings = { ...settingsState };
  if (typeof document !== 'undefined') {
    for (const cookie of settingsCookies(snapshot, location.protocol === 'https:')) document.cookie = cookie;
    try {
      localStorage.setItem(TIME_ZONE_STORAGE_KEY, snapshot.timeZone);
    } catch {
      // The zone is then only kept for this page view.
    }
  }
  remote?.save(snapshot).catch((error: unknown) => console.warn('settings: the house did not save them', error));
}

export function setOddsFormat(format: OddsFormat): void {
  settingsState.oddsFormat = format;
  persist();
}

export function setViewFormat(format: ViewFormat): void {
  settingsState.viewFormat = format;
  persist();
}

export function setTimeZone(zone: TimeZoneSetting): void {
  settingsState.timeZone = zone;
  persist();
}

/** Settings the house holds for a player who just signed in replace the local ones. */
export function applyRemoteSettings(settings: Settings): void {
  Object.assign(settingsState, settings);
  persist();
}

export function useSettings(): Settings {
  const live = useSnapshot(settingsState);
  // The house drew its HTML with the player's cookies and a zone it could name (boot-data.ts).
  const boot = bootData();
  return useHydrating() && boot ? boot.settings : live;
}

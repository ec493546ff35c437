/**
 * The two configurations the shell waits for (SPEC SCR-14): the admin configuration (API-09) and
 * the settings choices (API-54). Both are fetched once, as early as main.tsx runs, and each ends
 * fulfilled or rejected; the loading view shows while either is pending.
 */
import { proxy, useSnapshot } from 'valtio';
import type * as v from 'valibot';
import { ADMIN_CONFIG_PATH, adminConfigResponseSchema, SETTINGS_OPTIONS_PATH, settingsOptionsSchema } from '../../../schemas/content.ts';
import type { AdminConfig, SettingsOptions } from '../../../schemas/content.ts';
import { check } from '../../../schemas/validate.ts';
import { bootData } from '../../ssr/boot-data.ts';

/** ENM-19. */
export type RequestStatus = 'pending' | 'fulfilled' | 'rejected';

export type ConfigurationState = {
  adminStatus: RequestStatus;
  /** null once fulfilled means the house has no admin configuration (ROL-14). */
  admin: AdminConfig | null;
  optionsStatus: RequestStatus;
  options: SettingsOptions | null;
};

/** A page the house rendered has both already (boot-data.ts): it is not fetched again. */
function initialConfiguration(): ConfigurationState {
  const boot = bootData()?.configuration;
  return boot ? { adminStatus: 'fulfilled', admin: boot.admin, optionsStatus: 'fulfilled', options: boot.options } : { adminStatus: 'pending', admin: null, optionsStatus: 'pending', options: null };
}

export const configurationState = proxy<ConfigurationState>(initialConfiguration());

/** SCR-14: still loading while either status is pending. */
export function configurationPending(state: Pick<ConfigurationState, 'adminStatus' | 'optionsStatus'>): boolean {
  return state.adminStatus === 'pending' || state.optionsStatus === 'pending';
}

/** ROL-14: missing when the house answered without one, or could not be asked at all. */
export function adminConfigMissing(state: Pick<ConfigurationState, 'adminStatus' | 'admin'>): boolean {
  return state.adminStatus === 'rejected' || (state.adminStatus === 'fulfilled' && state.admin === null);
}

async function getJson<S extends v.GenericSchema>(path: string, schema: S, fetcher: typeof fetch): Promise<v.InferOutput<S>> {
  const response = await fetcher(path, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const parsed = check(schema, await response.json());
  if (!parsed.ok) throw new Error(`${path}: ${parsed.error.message}`);
  return parsed.value;
}

let started: Promise<void> | null = null;

export function loadConfiguration(fetcher: typeof fetch = fetch.bind(globalThis), state: ConfigurationState = configurationState): Promise<void> {
  if (state === configurationState && started) return started;
  if (state === configurationState && !configurationPending(state)) return (started = Promise.resolve());
  const admin = getJson(ADMIN_CONFIG_PATH, adminConfigResponseSchema, fetcher).then(
    (body) => {
      state.admin = body.data;
      state.adminStatus = 'fulfilled';
    },
    (error: unknown) => {
      console.warn('admin configuration:', error);
      state.adminStatus = 'rejected';
    },
  );
  const options = getJson(SETTINGS_OPTIONS_PATH, settingsOptionsSchema, fetcher).then(
    (body) => {
      state.options = body.data;
      state.optionsStatus = 'fulfilled';
    },
    (error: unknown) => {
      console.warn('settings options:', error);
      state.optionsStatus = 'rejected';
    },
  );
  const all = Promise.all([admin, options]).then(() => undefined);
  if (state === configurationState) started = all;
  return all;
}

export function useConfiguration(): ConfigurationState {
  return useSnapshot(configurationState) as ConfigurationState;
}

/** ERR-06: a modal with Close on Mac and iPhone (where alert() is easy to lose), otherwise an alert. */
export function adminConfigNoticeKind(platform: string, userAgent: string): 'modal' | 'alert' {
  return /Mac|iPhone|iPad|iPod/i.test(platform) || /iPhone|iPad|iPod|Macintosh/i.test(userAgent) ? 'modal' : 'alert';
}

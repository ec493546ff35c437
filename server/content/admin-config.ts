/**
 * The admin configuration (API-09, ROL-14). An operator may put their own in
 * `$DATA_DIR/admin-config.json`; a file that is unreadable or invalid means "there is no admin
 * configuration" (served as `data: null`, which the client reports as ERR-06), never a crash.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { adminConfigSchema, type AdminConfig } from '../../schemas/content.ts';
import { check } from '../../schemas/validate.ts';

export const DEFAULT_ADMIN_CONFIG: AdminConfig = {
  SiteName: 'Sportsbook',
  SupportEmail: 'support@sportsbook.example',
  DefaultLanguage: 'en-US',
  LiveChatLicence: '',
  LicenceSealDelayMs: 5000,
  MinimumAge: 18,
};

export const ADMIN_CONFIG_FILE = 'admin-config.json';

export function loadAdminConfig(dataDir: string, log: (message: string) => void): AdminConfig | null {
  const file = path.join(dataDir, ADMIN_CONFIG_FILE);
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    return DEFAULT_ADMIN_CONFIG;
  }
  try {
    const parsed = check(adminConfigSchema, JSON.parse(raw));
    if (parsed.ok) return parsed.value;
    log(`${file}: ${parsed.error.message}`);
  } catch (error) {
    log(`${file}: ${(error as Error).message}`);
  }
  return null;
}

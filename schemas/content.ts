/**
 * Content the client reads over plain HTTP (DESIGN: "plain reads of content may use fetch"): the
 * client's version hash (API-58), the admin configuration (API-09, ROL-14), the settings choices
 * (API-54) and the per-language, per-section meta-tag bundles (PRD-11, API-14).
 */
import * as v from 'valibot';

export const VERSION_PATH = '/api/version';
export const ADMIN_CONFIG_PATH = '/api/admin/config/get';
export const SETTINGS_OPTIONS_PATH = '/api/settings/options';
/** `/api/content/meta/{lang}/{section}`. */
export const META_PATH = '/api/content/meta';

/** API-58: "the response carries data, which is the hash". */
export const versionResponseSchema = v.object({ data: v.pipe(v.string(), v.minLength(1)) });
export type VersionResponse = v.InferOutput<typeof versionResponseSchema>;

/** PRD-11: the four sections meta tags are grouped in. */
export const META_SECTIONS = ['casino', 'esports', 'rest', 'sport'] as const;
export type MetaSection = (typeof META_SECTIONS)[number];
export const metaSectionSchema = v.picklist(META_SECTIONS, 'must be one of casino, esports, rest, sport');

const text = v.pipe(v.string(), v.minLength(1), v.maxLength(400));

export const metaTagsSchema = v.object({
  title: text,
  description: text,
  keywords: text,
  ogTitle: text,
  ogDescription: text,
});
export type MetaTags = v.InferOutput<typeof metaTagsSchema>;

/** One bundle: a language's tags for one section, per route key; `default` covers the rest of the section. */
export const metaBundleSchema = v.object({
  data: v.record(v.pipe(v.string(), v.regex(/^[a-zA-Z-]+$/)), metaTagsSchema),
});
export type MetaBundle = v.InferOutput<typeof metaBundleSchema>;

/** ROL-14: what the operator configures. `data: null` is "there is no admin configuration". */
export const adminConfigSchema = v.object({
  SiteName: text,
  SupportEmail: v.pipe(v.string(), v.email()),
  DefaultLanguage: v.string(),
  /** Live-chat licence (API-63); empty when chat is off. */
  LiveChatLicence: v.string(),
  /** Licence-seal script delay (CON-02). */
  LicenceSealDelayMs: v.pipe(v.number(), v.integer(), v.minValue(0)),
  MinimumAge: v.pipe(v.number(), v.integer(), v.minValue(18)),
});
export type AdminConfig = v.InferOutput<typeof adminConfigSchema>;
export const adminConfigResponseSchema = v.object({ data: v.nullable(adminConfigSchema) });

/** API-54: the lists the settings pickers offer (ENT-20). */
export const settingsOptionsSchema = v.object({
  data: v.object({
    OddFormats: v.array(v.string()),
    ViewFormats: v.array(v.string()),
    TimeZones: v.array(v.string()),
    Languages: v.array(v.object({ Code: v.string(), Name: v.string(), IsDefault: v.boolean() })),
  }),
});
export type SettingsOptions = v.InferOutput<typeof settingsOptionsSchema>['data'];

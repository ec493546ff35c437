/**
 * Content routes (a Fastify plugin the house registers): the client's version hash, the admin
 * configuration, the settings choices and the meta-tag bundles. All are plain GETs, cacheable
 * briefly except the version, which must always be fresh.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_CONFIG_PATH, META_PATH, metaSectionSchema, SETTINGS_OPTIONS_PATH, VERSION_PATH } from '../../schemas/content.ts';
import { check } from '../../schemas/validate.ts';
import { ODDS_FORMATS } from '../../domain/odds-format.ts';
import { endonym } from '../../domain/site-locale.ts';
import { TIME_ZONES, VIEW_FORMATS } from '../../domain/settings.ts';
import { loadAdminConfig } from './admin-config.ts';
import { isMetaLanguage, META_LANGUAGES, metaBundle } from './meta-bundles.ts';
import { createVersionHash } from './version-hash.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';

export type ContentOptions = { readonly clientDir: string; readonly dataDir: string };

export async function installContent(app: FastifyInstance, options: ContentOptions): Promise<void> {
  const versionHash = createVersionHash(options.clientDir);

  app.get(VERSION_PATH, async (_request, reply) => {
    const hash = versionHash();
    reply.header('Cache-Control', 'no-store');
    if (hash === null) return reply.code(404).send({ error: ERROR_CODES.notFound, message: 'The client is not built, so it has no version' });
    return { data: hash };
  });

  app.get(ADMIN_CONFIG_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { data: loadAdminConfig(options.dataDir, (message) => app.log.warn(message)) };
  });

  app.get(SETTINGS_OPTIONS_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return {
      data: {
        OddFormats: [...ODDS_FORMATS],
        ViewFormats: [...VIEW_FORMATS],
        TimeZones: [...TIME_ZONES],
        Languages: META_LANGUAGES.map((Code) => ({ Code, Name: endonym(Code), IsDefault: Code === 'en-US' })),
      },
    };
  });

  app.get<{ Params: { lang: string; section: string } }>(`${META_PATH}/:lang/:section`, async (request, reply) => {
    const { lang } = request.params;
    if (!isMetaLanguage(lang)) return reply.code(400).send({ error: ERROR_CODES.invalid, field: 'lang', message: `lang: must be one of ${META_LANGUAGES.join(', ')}` });
    const section = check(metaSectionSchema, request.params.section);
    if (!section.ok) return reply.code(400).send({ error: ERROR_CODES.invalid, field: 'section', message: `section: ${section.error.message}` });
    reply.header('Cache-Control', 'public, max-age=300');
    return { data: metaBundle(lang, section.value) };
  });
}

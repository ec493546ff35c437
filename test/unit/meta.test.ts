import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { META_SECTIONS, metaBundleSchema } from '../../schemas/content.ts';
import { check } from '../../schemas/validate.ts';
import { installContent } from '../../server/content/index.ts';
import { SITE_LOCALES } from '../../domain/site-locale.ts';
import { languageLinks, metaEntry, metaRouteOf } from '../../src/app/meta/meta-route.ts';

async function house() {
  const app = Fastify();
  await installContent(app, { clientDir: '/nonexistent', dataDir: '/nonexistent' });
  return app;
}

describe('meta tags', () => {
  test('[PRD-11] each page maps to one of the four sections: casino, esports, rest, sport', () => {
    expect(META_SECTIONS).toEqual(['casino', 'esports', 'rest', 'sport']);
    expect(metaRouteOf([])).toEqual({ section: 'rest', key: 'home' });
    expect(metaRouteOf(['live'])).toEqual({ section: 'sport', key: 'live' });
    expect(metaRouteOf(['live', 'multi-view'])).toEqual({ section: 'sport', key: 'live' });
    expect(metaRouteOf(['sport', 'soccer', 'england'])).toEqual({ section: 'sport', key: 'default' });
    expect(metaRouteOf(['esports', 'dota-2'])).toEqual({ section: 'esports', key: 'default' });
    expect(metaRouteOf(['casino', 'slots'])).toEqual({ section: 'casino', key: 'default' });
    expect(metaRouteOf(['casino', 'live-casino', 'all'])).toEqual({ section: 'casino', key: 'liveCasino' });
    expect(metaRouteOf(['live-casino-game', 'evolution', 'x'])).toEqual({ section: 'casino', key: 'liveCasino' });
    expect(metaRouteOf(['table-game', 'a', 'b'])).toEqual({ section: 'casino', key: 'default' });
    expect(metaRouteOf(['promotions'])).toEqual({ section: 'rest', key: 'promotions' });
    expect(metaRouteOf(['frequently-asked-questions'])).toEqual({ section: 'rest', key: 'faq' });
    expect(metaRouteOf(['privacy-policy'])).toEqual({ section: 'rest', key: 'default' });
  });

  test('[API-14] the house serves one bundle per language and section, each valid, with a default entry and all five tags', async () => {
    const app = await house();
    const english = new Map<string, unknown>();
    for (const lang of SITE_LOCALES) {
      for (const section of META_SECTIONS) {
        const response = await app.inject({ url: `/api/content/meta/${lang}/${section}` });
        expect(response.statusCode, `${lang}/${section}`).toBe(200);
        const parsed = check(metaBundleSchema, response.json());
        expect(parsed.ok, `${lang}/${section}`).toBe(true);
        if (!parsed.ok) continue;
        const bundle = parsed.value.data;
        expect(bundle['default'], `${lang}/${section} default`).toBeDefined();
        for (const tags of Object.values(bundle)) expect(Object.keys(tags).sort()).toEqual(['description', 'keywords', 'ogDescription', 'ogTitle', 'title']);
        if (lang === 'en-US') english.set(section, bundle);
        else {
          // The same route keys as en-US, and translated text.
          const base = english.get(section) as Record<string, { description: string }> | undefined;
          if (base) {
            expect(Object.keys(bundle).sort()).toEqual(Object.keys(base).sort());
            for (const [key, tags] of Object.entries(bundle)) expect(tags.description, `${lang}/${section}/${key}`).not.toBe(base[key]?.description);
          }
        }
      }
    }
    await app.close();
  });

  test('[API-14] a bad language or section gets a 400 naming the field', async () => {
    const app = await house();
    const lang = await app.inject({ url: '/api/content/meta/fr-FR/sport' });
    expect([lang.statusCode, lang.json().field]).toEqual([400, 'lang']);
    const section = await app.inject({ url: '/api/content/meta/en-US/poker' });
    expect([section.statusCode, section.json().field]).toEqual([400, 'section']);
    await app.close();
  });

  test('[PRD-11] a page uses its own entry, else its section default (whose title the page keeps)', () => {
    const tags = (title: string) => ({ title, description: 'd', keywords: 'k', ogTitle: title, ogDescription: 'd' });
    const bundle = { live: tags('Live'), default: tags('Sport') };
    expect(metaEntry(bundle, { section: 'sport', key: 'live' })).toEqual({ tags: tags('Live'), own: true });
    expect(metaEntry(bundle, { section: 'sport', key: 'results' })).toEqual({ tags: tags('Sport'), own: false });
    expect(metaEntry({}, { section: 'sport', key: 'live' })).toBeNull();
  });

  test('[PRD-12] a canonical link and one alternate per language plus x-default, with BCP 47 hreflang', () => {
    const links = languageLinks('https://bet.example', 'zh-CHT', ['live']);
    expect(links[0]).toEqual({ rel: 'canonical', href: 'https://bet.example/zh-CHT/live' });
    const alternates = links.filter((l) => l.rel === 'alternate');
    expect(alternates).toHaveLength(11);
    expect(alternates.map((l) => l.hreflang)).toEqual(['de-DE', 'en-US', 'es-ES', 'ja-JP', 'ko-KR', 'pt-PT', 'ru-RU', 'tr-TR', 'zh-Hans', 'zh-Hant', 'x-default']);
    expect(alternates.find((l) => l.hreflang === 'zh-Hans')?.href).toBe('https://bet.example/zh-CHS/live');
    expect(alternates.find((l) => l.hreflang === 'x-default')?.href).toBe('https://bet.example/en-US/live');
    expect(languageLinks('https://bet.example', 'en-US', [])[0]?.href).toBe('https://bet.example/en-US');
  });
});

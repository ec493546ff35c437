/**
 * User names that cannot pass for someone else (issue #12 findings 6 and 10):
 *
 * - a user name is never e-mail-shaped, so login can tell an e-mail address from a user name;
 * - a name mixes no scripts (UTS #39 "highly restrictive": one script, or Latin with the Han-based
 *   combinations of Japanese, Chinese or Korean), so `pаypal` with a Cyrillic а is refused;
 * - uniqueness compares a skeleton: NFKC (fullwidth `ａｌｉｃｅ` is `alice`), lower case, and the
 *   Cyrillic and Greek letters that look Latin (and 0, 1) folded onto the Latin ones, so a
 *   whole-script copy such as Cyrillic `аlісе` is the same name as `alice`.
 *
 * Pure, and in schemas/ (the lowest layer) because the registration schema uses it; the house
 * uses it for the uniqueness key.
 */

/** Something@something.tld: the shape the e-mail field accepts. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export const isEmailShaped = (text: string): boolean => EMAIL_SHAPE.test(text.trim());

const SCRIPTS = [
  'Latin', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Devanagari', 'Bengali', 'Gurmukhi',
  'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Tibetan', 'Myanmar', 'Ethiopic',
  'Khmer', 'Mongolian', 'Hangul', 'Han', 'Hiragana', 'Katakana', 'Bopomofo', 'Cherokee',
] as const;
const SCRIPT_TESTS = SCRIPTS.map((name) => [name, new RegExp(`^\\p{Script=${name}}$`, 'u')] as const);
const COMMON = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/** Sets of scripts one name may combine (UTS #39 section 5.2, highly restrictive). */
const ALLOWED_MIXES: readonly ReadonlySet<string>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

/** The scripts of a text's characters, leaving out those every script shares (digits, _ . -). */
export function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const ch of text.normalize('NFKC')) {
    if (COMMON.test(ch)) continue;
    found.add(SCRIPT_TESTS.find(([, re]) => re.test(ch))?.[0] ?? 'Other');
  }
  return found;
}

export function mixesScripts(text: string): boolean {
  const scripts = scriptsOf(text);
  if (scripts.size <= 1) return false;
  return !ALLOWED_MIXES.some((allowed) => [...scripts].every((s) => allowed.has(s)));
}

/** Look-alikes folded onto one letter (a subset of Unicode's confusables.txt, lower case). */
const CONFUSABLES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', һ: 'h', н: 'h', і: 'i', ї: 'i', ј: 'j', к: 'k', ӏ: 'l', м: 'm', о: 'o', р: 'p', ԛ: 'q', с: 'c', ѕ: 's',
  т: 't', у: 'y', ү: 'y', х: 'x', ԁ: 'd', ԝ: 'w', ɡ: 'g', ь: 'b', п: 'n', г: 'r', ш: 'w', з: '3', ч: '4', б: '6',
  // Greek
  α: 'a', β: 'b', γ: 'y', ε: 'e', η: 'n', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w', ϲ: 'c',
  // Latin and digits that pass for each other
  ı: 'i', ℓ: 'l', '0': 'o', '1': 'l', '|': 'l',
};

/** The uniqueness key of a user name: two names with one skeleton are one name. */
export function userNameSkeleton(name: string): string {
  let out = '';
  for (const ch of name.trim().normalize('NFKC').toLowerCase()) out += CONFUSABLES[ch] ?? ch;
  return out;
}

/** The case-blind key a user name is found by at login (NFKC, lower case). */
export const userNameKey = (name: string): string => name.trim().normalize('NFKC').toLowerCase();

/**
 * Intl formatters, built once per locale and options (issue #17). Building one costs about a
 * millisecond on a slow phone and far more than formatting with it, and a list page formats
 * hundreds of kick-offs, prices and amounts on its first render. Formatting is the same either way.
 * The kinds of options a page uses are few, so the cache stays small; it is emptied past a bound in
 * case a caller ever builds options from unbounded data.
 */
const MAX_FORMATS = 500;
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(formats: Map<string, F>, key: string, make: () => F): F {
  let format = formats.get(key);
  if (format === undefined) {
    if (formats.size >= MAX_FORMATS) formats.clear();
    format = make(); // an invalid locale or currency throws here, as the constructor does, and is not kept
    formats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateFormats, `${locale ?? ''}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

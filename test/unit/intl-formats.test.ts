import { expect, test } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../domain/intl-formats.ts';
import { formatKickoff } from '../../domain/settings.ts';

test('[#17] a formatter is built once per locale and options, and formats as a fresh one does', () => {
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', hour: '2-digit', timeZone: 'Asia/Tokyo' };
  expect(dateTimeFormat('de-DE', options)).toBe(dateTimeFormat('de-DE', { ...options }));
  expect(dateTimeFormat('de-DE', options)).not.toBe(dateTimeFormat('ja-JP', options));
  expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).toBe(numberFormat('en-US', { style: 'currency', currency: 'EUR' }));
  const at = Date.UTC(2026, 10, 27, 18, 30);
  expect(formatKickoff(at, 'en-GB', 'Europe/London')).toBe(new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(at));
  expect(() => numberFormat('en-US', { style: 'currency', currency: 'NOT A CODE' })).toThrow();
});

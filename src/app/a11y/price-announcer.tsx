/**
 * A polite live region that announces price changes on the match the keyboard (or screen reader)
 * is on. It watches only that match row, found through the shared test hooks (`data-match-id`,
 * `data-odds`), so it costs nothing while focus is elsewhere and needs nothing from the feature
 * that draws the row. Announcements are coalesced: a screen reader hears the latest prices once a
 * second at most, not every tick.
 */
import { useEffect, useState } from 'react';

export const ANNOUNCE_INTERVAL_MS = 1000;

/** The text to announce for the changed buttons: their accessible names, which carry match, outcome, price and trend. */
export function announcementFor(changed: readonly { label: string }[]): string {
  return [...new Set(changed.map((c) => c.label).filter(Boolean))].join('. ');
}

export function PriceAnnouncer() {
  const [message, setMessage] = useState('');

  useEffect(() => {
    let observer: MutationObserver | null = null;
    let row: Element | null = null;
    let changed = new Map<Element, string>();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const flush = () => {
      timer = undefined;
      const text = announcementFor([...changed.values()].map((label) => ({ label })));
      changed = new Map();
      if (text) setMessage(text);
    };

    const watch = (next: Element | null) => {
      if (next === row) return;
      observer?.disconnect();
      observer = null;
      row = next;
      if (!row) return;
      observer = new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          changed.set(target, target.getAttribute('aria-label') ?? target.textContent ?? '');
        }
        timer ??= setTimeout(flush, ANNOUNCE_INTERVAL_MS);
      });
      observer.observe(row, { subtree: true, attributes: true, attributeFilter: ['data-odds'] });
    };

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      watch(target?.closest('[data-match-id]') ?? null);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer?.disconnect();
      clearTimeout(timer);
    };
  }, []);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-price-announcer="">
      {message}
    </div>
  );
}

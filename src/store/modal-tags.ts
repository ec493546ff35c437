/**
 * Modals shown by tag (SPEC SCR-45…SCR-51, RTE-28). A tag names a modal; `data` is its one optional
 * argument (for example the withdrawal id to cancel).
 */
export const MODAL_TAGS = [
  'refreshCacheModal',
  'welcomeModal',
  'claimUserBonusModal',
  'cancelWithdrawalModal',
  'lowBalanceModal',
  'lessBalanceModal',
  'adminConfigModal',
  'mysteryJackpotWinModal',
  'userAccountModal',
  'realityCheckModal',
] as const;

export type ModalTag = (typeof MODAL_TAGS)[number];

/** SCR-51: these stay open across a reload (restored from session storage). */
export const KEPT_MODAL_TAGS: readonly ModalTag[] = ['cancelWithdrawalModal', 'mysteryJackpotWinModal', 'userAccountModal', 'claimUserBonusModal'];

/** SCR-51: the sign-in/registration modal is tracked on its own, with its active view (SCR-44). */
export const AUTH_MODAL_TAG = 'authModal';

export type OpenModal = { readonly tag: ModalTag; readonly data: string | null };

const BY_LOWER_CASE: ReadonlyMap<string, ModalTag> = new Map(MODAL_TAGS.map((tag) => [tag.toLowerCase(), tag]));

/** A tag from a URL segment, matched case-insensitively like the rest of the route table. */
export function modalTagOf(segment: string | null | undefined): ModalTag | null {
  if (!segment) return null;
  return BY_LOWER_CASE.get(segment.toLowerCase()) ?? null;
}

export function isKeptModal(tag: ModalTag): boolean {
  return KEPT_MODAL_TAGS.includes(tag);
}

export const OPEN_MODAL_STORAGE_KEY = 'sportsbook.openModal';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What to remember for the next load: a kept modal, or nothing (any other modal closes on reload). */
export function rememberModal(open: OpenModal | null, storage: Storage | undefined): void {
  try {
    if (open && isKeptModal(open.tag)) storage?.setItem(OPEN_MODAL_STORAGE_KEY, JSON.stringify(open));
    else storage?.removeItem(OPEN_MODAL_STORAGE_KEY);
  } catch {
    // Without storage the modal is simply not restored.
  }
}

/** The kept modal to restore at start, if a valid one was remembered. */
export function restoredModal(storage: Storage | undefined): OpenModal | null {
  try {
    const raw = storage?.getItem(OPEN_MODAL_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { tag, data } = value as { tag?: unknown; data?: unknown };
    const known = typeof tag === 'string' ? modalTagOf(tag) : null;
    if (!known || !isKeptModal(known)) return null;
    return { tag: known, data: typeof data === 'string' ? data : null };
  } catch {
    return null;
  }
}

import { describe, expect, test } from 'vitest';
import en_US from '../../src/i18n/en-US/index.ts';
import { wrapFocusIndex } from '../../src/features/modals/focus-trap.ts';
import { AUTH_MODAL_TAG, KEPT_MODAL_TAGS, MODAL_TAGS, modalTagOf, OPEN_MODAL_STORAGE_KEY, rememberModal, restoredModal } from '../../src/store/modal-tags.ts';
import { isKnownAppPath } from '../../domain/site-routes.ts';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe('modals by tag', () => {
  test('[RTE-28] /open-modal/{modal}/{data?} is a route and tags match case-insensitively', () => {
    expect(isKnownAppPath(['open-modal', 'welcomeModal'])).toBe(true);
    expect(isKnownAppPath(['open-modal', 'cancelWithdrawalModal', '42'])).toBe(true);
    expect(isKnownAppPath(['open-modal'])).toBe(false);
    expect(modalTagOf('welcomemodal')).toBe('welcomeModal');
    expect(modalTagOf('claimUserBonusModal')).toBe('claimUserBonusModal');
    expect(modalTagOf('nope')).toBeNull();
  });

  test('[SCR-45] refresh notice text and Refresh button', () => {
    expect(en_US.modals.refresh.text).toBe('A new version of the website is available, please refresh.');
    expect(en_US.modals.refresh.button).toBe('Refresh');
  });

  test("[SCR-46] welcome has a 'Deposit & Bet Now' button", () => {
    expect(en_US.modals.welcome.button).toBe('Deposit & Bet Now');
  });

  test('[SCR-47] claim bonus has a bonus-code field and a Claim button', () => {
    expect(en_US.modals.claimBonus.codeLabel).toBe('Bonus code');
    expect(en_US.modals.claimBonus.button).toBe('Claim');
    expect(en_US.modals.claimBonus.success).toBe('Bonus code successfully activated!');
  });

  test("[SCR-48] cancel withdrawal: 'WARNING!' / 'Are you sure you wish to cancel the withdraw?' with Confirm and Close", () => {
    expect(en_US.modals.cancelWithdrawal.title).toBe('WARNING!');
    expect(en_US.modals.cancelWithdrawal.text).toBe('Are you sure you wish to cancel the withdraw?');
    expect(en_US.modals.cancelWithdrawal.confirm).toBe('Confirm');
    expect(en_US.modals.close).toBe('Close');
  });

  test("[SCR-49] low balance: 'make a deposit' with add-funds and bonuses buttons", () => {
    expect(en_US.modals.lowBalance.text).toContain('make a deposit');
    expect([en_US.modals.lowBalance.addFunds, en_US.modals.lowBalance.bonuses]).toEqual(['Add funds', 'Bonuses']);
  });

  test("[SCR-50] less balance: \"Don't miss to win your bet.\"", () => {
    expect(en_US.modals.lessBalance.text).toBe("Don't miss to win your bet.");
  });

  test('[SCR-51] the four listed tags are kept across reloads; others close; authModal is tracked separately', () => {
    expect(KEPT_MODAL_TAGS).toEqual(['cancelWithdrawalModal', 'mysteryJackpotWinModal', 'userAccountModal', 'claimUserBonusModal']);
    for (const tag of KEPT_MODAL_TAGS) expect(MODAL_TAGS).toContain(tag);
    expect(MODAL_TAGS as readonly string[]).not.toContain(AUTH_MODAL_TAG);

    const storage = memory();
    rememberModal({ tag: 'cancelWithdrawalModal', data: '17' }, storage);
    expect(restoredModal(storage)).toEqual({ tag: 'cancelWithdrawalModal', data: '17' });
    rememberModal({ tag: 'welcomeModal', data: null }, storage);
    expect(restoredModal(storage)).toBeNull();
    rememberModal({ tag: 'claimUserBonusModal', data: null }, storage);
    rememberModal(null, storage);
    expect(storage.data.has(OPEN_MODAL_STORAGE_KEY)).toBe(false);
  });

  test('[SCR-51] a tampered stored modal is ignored', () => {
    for (const raw of ['{', '"x"', '{"tag":"welcomeModal"}', '{"tag":"evil"}', 'null']) {
      expect(restoredModal(memory({ [OPEN_MODAL_STORAGE_KEY]: raw }))).toBeNull();
    }
    expect(restoredModal(memory({ [OPEN_MODAL_STORAGE_KEY]: '{"tag":"userAccountModal","data":5}' }))).toEqual({ tag: 'userAccountModal', data: null });
  });

  test('focus is trapped: Tab past the last control wraps to the first, Shift+Tab before the first to the last', () => {
    expect(wrapFocusIndex(2, 3, false)).toBe(0);
    expect(wrapFocusIndex(0, 3, true)).toBe(2);
    expect(wrapFocusIndex(1, 3, false)).toBeNull();
    expect(wrapFocusIndex(-1, 3, false)).toBe(0);
    expect(wrapFocusIndex(-1, 3, true)).toBe(2);
    expect(wrapFocusIndex(0, 0, false)).toBeNull();
  });
});

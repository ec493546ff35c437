/**
 * The house's deposit method catalogue (ROL-12, ENT-29): which methods exist, where each is
 * offered, and India's order. domain/deposit-methods.ts applies it to a player.
 */
import type { MethodCatalogue } from '../../domain/deposit-methods.ts';

/** The sandbox voucher shop (sandbox-vouchers.ts): where a player buys a prepaid voucher, as a real issuer's shop. */
export const SANDBOX_VOUCHER_SHOP_PATH = '/api/cashier/sandbox/voucher-shop';

export const METHOD_CATALOGUE: MethodCatalogue = {
  methods: [
    { key: 'card', paymentMethodId: 1, name: 'Visa / Mastercard' },
    { key: 'neteller', paymentMethodId: 2, name: 'Neteller' },
    // A voucher is bought in EUR (STA-24): offered to EUR accounts only, so it needs no conversion.
    { key: 'voucher', paymentMethodId: 3, name: 'Prepaid voucher', currencies: ['EUR'], link: SANDBOX_VOUCHER_SHOP_PATH },
    { key: 'papara', paymentMethodId: 4, name: 'Papara', countries: ['TR'] },
    { key: 'pix', paymentMethodId: 5, name: 'PIX (Pagsmile)', countries: ['BR'] },
    { key: 'fingenom', paymentMethodId: 6, name: 'Fingenom', countries: ['AR', 'BR', 'CL', 'CO', 'IN', 'MX', 'PE'] },
    { key: 'crypto', paymentMethodId: 7, name: 'Crypto' },
  ],
  // Neteller takes no players from Turkey or the United States; Turkey's central bank bars paying
  // with crypto assets (since April 2021).
  excluded: { TR: ['neteller', 'crypto'], US: ['neteller'] },
  // India: crypto first, then the e-wallet and the local card processor, the international cards last.
  order: { IN: ['crypto', 'neteller', 'fingenom', 'card'] },
  cryptoGrouped: true,
  voucherLinkInGB: false,
};

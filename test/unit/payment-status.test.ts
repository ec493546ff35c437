/** Payment statuses (SPEC ENM-03..06) and the groups a player sees them in (STA-29..33). */
import { expect, test } from 'vitest';
import { paymentStatusFinal, paymentStatusGroup } from '../../domain/payment-status.ts';
import { PAYMENT_STATUS, PAYMENT_STATUS_CODES } from '../../schemas/cashier.ts';

test('[ENM-04][ENM-05][ENM-06] the SPEC numbers: 0 to 9 and 11 to 16, no 10', () => {
  expect([...PAYMENT_STATUS_CODES].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16]);
  expect(PAYMENT_STATUS).toMatchObject({ pending: 1, completed: 2, rejected: 3, canceled: 4, refund: 5, paymentSystemProcessing: 9, rejectedByPaymentSystem: 11, processingError: 13, processing: 15 });
});

test('[STA-29][STA-30][STA-31][STA-32][STA-33] each status shows in its group, and only pending ones can still change', () => {
  const groups = Object.fromEntries(PAYMENT_STATUS_CODES.map((code) => [code, paymentStatusGroup(code)]));
  expect(groups).toMatchObject({ 1: 'pending', 15: 'pending', 9: 'pending', 2: 'completed', 3: 'rejected', 11: 'rejected', 4: 'canceled', 12: 'canceled', 16: 'canceled', 13: 'canceled', 5: 'refund' });
  expect(PAYMENT_STATUS_CODES.filter((code) => !paymentStatusFinal(code)).sort((a, b) => a - b)).toEqual([0, 1, 6, 9, 14, 15]);
});

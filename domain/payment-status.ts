/**
 * The five groups a player sees a payment's status in (STA-29..33), for the house's answers and
 * the page. The statuses themselves (ENM-03..06) are wire values: schemas/cashier.ts.
 */
import { PAYMENT_STATUS, type PaymentStatus, type PaymentStatusGroup } from '../schemas/cashier.ts';

/**
 * STA-29..33: pending (pending, processing, payment system processing, and the EMP and admin
 * in-between states), completed, rejected (rejected, rejected by the payment system, declined or
 * rejected at EMP), canceled (canceled, not processed, failed, processing error), refund.
 */
const GROUP_OF: Readonly<Record<PaymentStatus, PaymentStatusGroup>> = {
  [PAYMENT_STATUS.none]: 'pending',
  [PAYMENT_STATUS.pending]: 'pending',
  [PAYMENT_STATUS.pendingEmp]: 'pending',
  [PAYMENT_STATUS.paymentSystemProcessing]: 'pending',
  [PAYMENT_STATUS.adminApproved]: 'pending',
  [PAYMENT_STATUS.processing]: 'pending',
  [PAYMENT_STATUS.completed]: 'completed',
  [PAYMENT_STATUS.rejected]: 'rejected',
  [PAYMENT_STATUS.rejectedByPaymentSystem]: 'rejected',
  [PAYMENT_STATUS.declinedEmp]: 'rejected',
  [PAYMENT_STATUS.rejectedEmp]: 'rejected',
  [PAYMENT_STATUS.canceled]: 'canceled',
  [PAYMENT_STATUS.notProcessed]: 'canceled',
  [PAYMENT_STATUS.transactionFailed]: 'canceled',
  [PAYMENT_STATUS.processingError]: 'canceled',
  [PAYMENT_STATUS.refund]: 'refund',
};

export function paymentStatusGroup(status: PaymentStatus): PaymentStatusGroup {
  return GROUP_OF[status];
}

/** A payment in one of these has ended: no later status changes it (a refund follows its own payment). */
export function paymentStatusFinal(status: PaymentStatus): boolean {
  return paymentStatusGroup(status) !== 'pending';
}

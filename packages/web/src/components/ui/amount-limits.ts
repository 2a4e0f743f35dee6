import { type AmountCheck, checkPayment, LIMIT_MSG } from '@emas/contract';
import { limitRule } from './form-field.tsx';
import { ask, showError } from './notify.tsx';

/**
 * The amount limits of every payment screen (the contract's input-limits.ts), with the sale screen's
 * answers: a refused amount ('over') shows its message and is not saved, an unusual one ('outlier')
 * is asked first (Ya, Simpan / Periksa Lagi). Resolves whether the amount may be saved.
 */
export async function amountAccepted(check: AmountCheck): Promise<boolean> {
  if (check.kind === 'over') {
    showError(check.message);
    return false;
  }
  if (check.kind === 'outlier')
    return ask({
      title: LIMIT_MSG.confirmTitle,
      content: check.message,
      okText: LIMIT_MSG.confirmOk,
      cancelText: LIMIT_MSG.confirmCancel,
    });
  return true;
}

/** A payment amount field's rule: above its maximum (checkPayment) refused beside the field. */
export const paymentRule = (due?: () => number | undefined) => limitRule((v) => checkPayment(v, due?.()));

/** Before saving a payment amount: refused or unusual ones answered as amountAccepted does. */
export const paymentAccepted = (amount: number | undefined | null, due?: number) =>
  amountAccepted(checkPayment(amount, due));

// How a merchant reaches the unhappy paths in the sandbox: documented payer and amount triggers.
//
// - A payer CPF of 000.000.000-00 rejects consent: a payment intent ends CONSENT_REJECTED and a
//   smart transfer preauthorization ends REJECTED.
// - An amount of 666.66 is refused by the payer's bank: a payment intent ends PAYMENT_REJECTED,
//   a smart transfer payment ends PAYMENT_REJECTED (PAYMENT_REJECTED_BY_HOLDER), and an
//   automatic PIX payment's first attempt ends ERROR (SALDO_INSUFICIENTE; a retry succeeds).

export const REJECTED_AMOUNT = 666.66;

export const rejectsConsent = (taxNumber: string | undefined): boolean => /^0+$/.test((taxNumber ?? '').replace(/\D/g, ''));

export const bankRefuses = (amount: number | undefined): boolean => amount !== undefined && Math.round(amount * 100) === REJECTED_AMOUNT * 100;

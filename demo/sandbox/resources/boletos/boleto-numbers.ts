// Boleto barcode (44 digits) and digitable line (47 digits) as FEBRABAN lays them out, with valid check digits.

const DAY_MS = 24 * 60 * 60 * 1000;
const FACTOR_BASE = Date.UTC(1997, 9, 7);

/**
 * Days from 1997-10-07 to the due date, in four digits. The factor reached 9999 on
 * 2025-02-21 and restarted at 1000 the next day, so it cycles through 1000..9999.
 */
export function dueDateFactor(dueDay: string): string {
  const days = Math.round((Date.parse(`${dueDay}T00:00:00Z`) - FACTOR_BASE) / DAY_MS);
  return String(days < 1000 ? days : ((days - 1000) % 9000) + 1000).padStart(4, '0');
}

/** Modulo 10 of the digitable line's fields: weights 2,1,2,1... from the right, digits of products summed. */
export function mod10(digits: string): string {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    const product = Number(d) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  });
  return String((10 - (sum % 10)) % 10);
}

/** Modulo 11 of the barcode's general check digit: weights 2..9 from the right; 0, 10 and 11 become 1. */
export function mod11(digits: string): string {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    sum += Number(d) * ((i % 8) + 2);
  });
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? '1' : String(dv);
}

export type BoletoNumbers = { barcode: string; digitableLine: string };

/** `freeField` is the bank's own 25 digits (agency, wallet, nosso número, account). */
export function boletoNumbers(bankCode: string, dueDay: string, amount: number, freeField: string): BoletoNumbers {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{25}$/.test(freeField)) throw new RangeError('bank code must be 3 digits and the free field 25');
  const head = `${bankCode}9`;
  const tail = `${dueDateFactor(dueDay)}${String(Math.round(amount * 100)).padStart(10, '0')}`;
  const dv = mod11(head + tail + freeField);
  const barcode = head + dv + tail + freeField;
  const first = head + freeField.slice(0, 5);
  const second = freeField.slice(5, 15);
  const third = freeField.slice(15, 25);
  const digitableLine = first + mod10(first) + second + mod10(second) + third + mod10(third) + dv + tail;
  return { barcode, digitableLine };
}

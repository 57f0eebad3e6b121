// Brazilian tax ids (CPF for people, CNPJ for companies) with valid check digits.
import type { Random } from './random.js';

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = digits.reduce((total, digit, i) => total + digit * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function toDigits(text: string): number[] {
  return [...text].map(Number);
}

/** "123.456.789-09" */
export function cpf(random: Random): string {
  const base = toDigits(random.digits(9));
  const first = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit([...base, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d = [...base, first, second].join('');
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** "12.345.678/0001-95": headquarters (branch 0001), as most company accounts are. */
export function cnpj(random: Random): string {
  const base = [...toDigits(random.digits(8)), 0, 0, 0, 1];
  const first = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit([...base, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d = [...base, first, second].join('');
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

/** Whether a formatted or bare CPF/CNPJ has correct check digits. */
export function isValidTaxNumber(value: string): boolean {
  const d = toDigits(value.replace(/\D/g, ''));
  if (d.length === 11) {
    const first = checkDigit(d.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
    return first === d[9] && checkDigit(d.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) === d[10];
  }
  if (d.length === 14) {
    const first = checkDigit(d.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
    return first === d[12] && checkDigit(d.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === d[13];
  }
  return false;
}

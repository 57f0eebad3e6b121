// PIX end-to-end ids as the Central Bank formats them: E + payer ISPB + yyyyMMddHHmm + 11 characters.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function endToEndId(ispb: string, ms: number): string {
  const stamp = new Date(ms).toISOString().replace(/\D/g, '').slice(0, 12);
  const tail = Array.from({ length: 11 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `E${ispb.padStart(8, '0')}${stamp}${tail}`;
}

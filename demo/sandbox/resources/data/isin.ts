// ISIN codes for Brazilian assets: "BR" + 9 characters + the standard check digit.

/** Luhn over the digits obtained by writing letters as numbers (A = 10 ... Z = 35). */
export function isinCheckDigit(body: string): number {
  const digits = [...body.toUpperCase()].map((ch) => (/\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55))).join('');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** "BRPETR" + kind code ("ACNPR" for shares, "CTF00" for funds...) + check digit. */
export function isinFor(ticker: string, kind: string): string {
  const body = `BR${ticker
    .replace(/[^A-Z]/gi, '')
    .slice(0, 4)
    .toUpperCase()
    .padEnd(4, 'X')}${kind}`
    .slice(0, 11)
    .padEnd(11, '0');
  return `${body}${isinCheckDigit(body)}`;
}

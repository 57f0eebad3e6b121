// Integers in paths and queries: only the one canonical decimal spelling names a number.
//
// `Number()` reads "0x0", "+0", "-0", "0.0", "1e0", "00" and " 0" as 0, so each of them reached
// connector 0. The interface types these values as integers; any other spelling is refused.

/** The integer `raw` spells canonically ("0", "42", "-7"), or undefined ("00", "+1", "1e0", " 1", "0x1"). */
export function canonicalInteger(raw: string): number | undefined {
  const n = Number(raw);
  return Number.isSafeInteger(n) && String(n) === raw ? n : undefined;
}

// The order of an account's movements: GET /transactions', which every list of movements and the cursor of /v2/transactions keep.

/** Newest first, ties by id, so a date and an id pin one place in the list. */
export const newestFirst = <T extends { date?: string; id: string }>(a: T, b: T): number =>
  (b.date ?? '').localeCompare(a.date ?? '') || a.id.localeCompare(b.id);

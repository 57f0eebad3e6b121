// The `after` cursor of GET /v2/transactions: the position of the last movement a page ended on.
import { Buffer } from 'node:buffer';

/** Movements are listed newest first, ties by id, so a date and an id pin one place in the list. */
export type CursorPosition = { date: string; id: string };

/** Only the form movements' dates take, and only real dates: they read back unchanged. */
const isIsoDate = (text: string): boolean => {
  const ms = Date.parse(text);
  return Number.isFinite(ms) && new Date(ms).toISOString() === text;
};

// base64url: the public client copies the cursor into the query string without encoding it,
// where a '+' of plain base64 would turn into a space.
export const encodeCursor = ({ date, id }: CursorPosition): string => Buffer.from(`${date}|${id}`, 'utf8').toString('base64url');

/** undefined when `raw` is not a cursor this endpoint handed out. */
export function decodeCursor(raw: string): CursorPosition | undefined {
  if (!/^[\w-]+$/.test(raw)) return undefined;
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  const bar = text.indexOf('|');
  const date = text.slice(0, bar);
  const id = text.slice(bar + 1);
  if (bar < 0 || !isIsoDate(date) || id === '') return undefined;
  return { date, id };
}

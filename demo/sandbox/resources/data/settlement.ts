// What becomes of a discretionary movement when it posts: most post as they were made, a few for another amount, a few are reversed and vanish.
//
// A movement of today is PENDING; a sync on a later day finds it POSTED. Between the two the
// institution may settle it for another amount (a tip added, a fuel pump's final fill) or reverse
// it (a hold released, a purchase cancelled): the later sync then modifies or removes it, which is
// what transactions/updated and transactions/deleted announce. The fate is read off the
// movement's own drawn digits, so every read of every sync agrees on it.
import { cents } from '../../core/random.js';
import type { StatementEntry } from './statement-entry.js';

export type Fate = 'posts' | 'adjusted' | 'reversed';

/** Out of 100: the share of discretionary spending reversed, and (after it) settled for another amount. */
const REVERSED_BELOW = 6;
const ADJUSTED_BELOW = 18;

/** `spending`: whether the entry's sign is that of money going out, in the statement's convention. */
export function fateOf(entry: StatementEntry, spending: boolean): Fate {
  if (!entry.optional || !spending || entry.foreign) return 'posts';
  const roll = Number(entry.providerId.slice(-2));
  if (roll < REVERSED_BELOW) return 'reversed';
  return roll < ADJUSTED_BELOW ? 'adjusted' : 'posts';
}

/** The entry as a statement lays it: as made while pending, as settled once posted (undefined: reversed). */
export function asOf(entry: StatementEntry, pending: boolean, spending: boolean): StatementEntry | undefined {
  if (pending) return entry;
  const fate = fateOf(entry, spending);
  if (fate === 'reversed') return undefined;
  if (fate === 'posts') return entry;
  // 4 % to 15 % more, as a tip or a final fill would add.
  const extra = (4 + (Number(entry.providerId.slice(-2)) - REVERSED_BELOW)) / 100;
  return { ...entry, amount: cents(entry.amount * (1 + extra)) };
}

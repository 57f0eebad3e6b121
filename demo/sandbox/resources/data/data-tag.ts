// Every id in an item's collected data begins with a tag drawn from the item's id, so a record named by its id alone leads back to its item.
import { createHash } from 'node:crypto';

/** "xxxxxxxx-xxxx": the first two groups of a uuid, 48 bits. */
const TAG_LENGTH = 13;

export function dataTagOf(itemId: string): string {
  const hex = createHash('sha256').update(itemId).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}`;
}

/** The tag a record's id carries: its item's, when the id is one of the sandbox's. */
export const tagOfRecordId = (id: string): string => id.slice(0, TAG_LENGTH);

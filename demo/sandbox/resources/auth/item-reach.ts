// Which items a caller may reach: the check each route that names an item makes after the scope check.
import type { Principal } from '../../core/context.js';

/** Any item of its client with an API Key; with a Connect Token only the items that token created
 * or the one it was minted for. */
export function canReachItem(principal: Principal, item: { id: string; clientId: string; createdByToken?: string }): boolean {
  if (principal.clientId !== item.clientId) return false;
  if (principal.kind === 'api_key') return true;
  return item.createdByToken === principal.jti || principal.itemId === item.id;
}

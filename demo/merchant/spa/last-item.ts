// The last connected item id, shared with the update page; only the id is stored, never a token.
const LAST_ITEM_KEY = 'ponte-demo:last-item-id';

export function rememberItem(itemId: string): void {
  try {
    window.sessionStorage.setItem(LAST_ITEM_KEY, itemId);
  } catch {
    // Storage may be off; the update page then starts empty.
  }
}

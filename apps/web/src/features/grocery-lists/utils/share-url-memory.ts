/**
 * The server shows a share link only once, when it is made (it keeps just a hash). The owner may want to copy
 * it again a minute later, so the tab remembers it for its own lifetime (sessionStorage: gone when the tab
 * closes, never sent anywhere).
 */
const storageKey = (listId: string) => `mealplanr-share-url:${listId}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function rememberShareUrl(listId: string, url: string): void {
  storage()?.setItem(storageKey(listId), url);
}

export function recallShareUrl(listId: string): string | undefined {
  return storage()?.getItem(storageKey(listId)) ?? undefined;
}

export function forgetShareUrl(listId: string): void {
  storage()?.removeItem(storageKey(listId));
}

/**
 * Lists this tab is deleting or leaving right now. Their own live stream then reports the list gone or access
 * ended; that is no news to the person who asked, so the screen skips its "deleted elsewhere" message.
 */
const departing = new Set<string>();

export function markDeparture(listId: string): void {
  departing.add(listId);
}

/** A failed delete or leave: the list is still there. */
export function cancelDeparture(listId: string): void {
  departing.delete(listId);
}

export function isOwnDeparture(listId: string): boolean {
  return departing.has(listId);
}

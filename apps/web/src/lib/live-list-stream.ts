/**
 * A grocery list's live event stream (`…/events`: Server-Sent Events of `groceryListEventSchema`), kept open
 * while a screen shows the list — the signed-in list screen and the page of a share link alike. The SSE event
 * name is the event type and its id the list version: EventSource sends the last id back when it reconnects,
 * and the server answers with a snapshot when that version is behind. When the browser gives up (an error
 * answer), this tries again after a pause, and at once when the network comes back.
 */
import { groceryListEventSchema, type GroceryListEvent, type GroceryListEventType } from '@mealplanr/contracts/grocery-lists';

export const RETRY_AFTER_MS = 5_000;

/** Every event type a list's stream sends to its members (a share link's stream leaves some out). */
export const LIST_EVENT_TYPES: readonly GroceryListEventType[] = [
  'snapshot',
  'item_added',
  'item_updated',
  'item_removed',
  'items_cleared',
  'list_updated',
  'list_deleted',
  'share_updated',
  'members_updated',
  'access_revoked',
];

/** The stream's address, starting after `lastVersion` when the screen already has the list. */
export function listEventsUrl(listUrl: string, lastVersion?: number): string {
  const base = `${listUrl}/events`;
  return lastVersion === undefined ? base : `${base}?lastEventId=${lastVersion}`;
}

/** One event's data, or undefined for anything that is not a list event. */
export function parseListEvent(data: unknown): GroceryListEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = groceryListEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface LiveListStreamOptions {
  /** The address to (re)connect to; read at every connection, so it can carry the latest version known. */
  url: () => string;
  types: readonly GroceryListEventType[];
  withCredentials?: boolean;
  /** Applies one event; answering 'stop' ends the stream for good (the list is gone for this viewer). */
  onEvent: (event: GroceryListEvent) => 'stop' | undefined;
  onStatus?: (status: 'live' | 'reconnecting') => void;
  /** The browser stopped retrying: a good moment to refetch the list and learn why. */
  onGaveUp: () => void;
}

/** Opens the stream; the returned function closes it (for a React effect's clean-up). */
export function openLiveListStream(options: LiveListStreamOptions): () => void {
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let finished = false;

  const handle = (message: MessageEvent) => {
    const event = parseListEvent(message.data);
    if (!event || finished) return;
    if (options.onEvent(event) === 'stop') {
      finished = true;
      source?.close();
    }
  };

  const open = () => {
    if (finished) return;
    clearTimeout(retryTimer);
    source?.close();
    source = new EventSource(options.url(), { withCredentials: options.withCredentials ?? false });
    source.addEventListener('open', () => options.onStatus?.('live'));
    for (const type of options.types) source.addEventListener(type, handle);
    source.addEventListener('error', () => {
      if (finished) return;
      options.onStatus?.('reconnecting');
      if (source?.readyState === EventSource.CLOSED) {
        retryTimer = setTimeout(open, RETRY_AFTER_MS);
        options.onGaveUp();
      }
    });
  };

  const reopenWhenOnline = () => {
    if (source?.readyState !== EventSource.OPEN) open();
  };

  open();
  window.addEventListener('online', reopenWhenOnline);
  return () => {
    finished = true;
    clearTimeout(retryTimer);
    source?.close();
    window.removeEventListener('online', reopenWhenOnline);
  };
}

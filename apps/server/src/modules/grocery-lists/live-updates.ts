/**
 * Live updates of one grocery list over Server-Sent Events (docs/architecture.md#sharing-and-live-updates). Each open view subscribes to the
 * list's topic on the change bus and forwards every change within moments, with the list's version as the SSE
 * event id. Versions count changes one by one, so the view can tell when it missed something:
 *
 * - on connect, a client whose `Last-Event-ID` is not the current version (or that sent none) gets a `snapshot`;
 * - a change that skips a version waits briefly for the missing one (messages from different processes may
 *   cross), then the view sends a fresh `snapshot` instead;
 * - when the bus says messages may have been lost (reconnect, oversized message), the view sends a `snapshot`.
 *
 * A comment line every 25 s keeps proxies from closing an idle stream. Views end when the client goes away,
 * when access ends (`access_revoked`), when the list is deleted, and when the server shuts down.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { BusDelivery, ChangeBus } from '../../lib/events/change-bus';
import type { ListChange } from './list-changes';

export const HEARTBEAT_MS = 25_000;
/** How long a view waits for a missing version before it reloads instead. */
export const GAP_WAIT_MS = 300;
/** Tells EventSource how soon to reconnect after a dropped connection. */
const RETRY_MS = 3000;

export interface LiveEvent {
  type: string;
  version: number;
  [field: string]: unknown;
}

/** What a view does with one change: forward it (possibly reshaped), only note its version, or end. */
export type Presented = { kind: 'send'; event: LiveEvent } | { kind: 'skip' } | { kind: 'end'; event: LiveEvent };

export interface LiveViewOptions {
  bus: ChangeBus;
  topic: string;
  log: FastifyBaseLogger;
  /** Open views, so the server can end them all when it shuts down. */
  registry: Set<LiveView>;
  /** The list as this viewer sees it now, with its version; null when the viewer no longer has access. */
  snapshot(): Promise<{ version: number; list: unknown } | null>;
  /**
   * The list's version as this viewer may see it, null without access: read instead of a snapshot when the
   * client says which version it has, so a view that is up to date opens without reading the list.
   */
  version?(): Promise<number | null>;
  /** Synchronous where it needs nothing read (the usual case): the view then writes the change at once. */
  present(change: ListChange): Presented | Promise<Presented>;
  /** Extra response headers (the shared view adds its privacy headers). */
  headers?: Record<string, string>;
  heartbeatMs?: number;
}

export interface LiveView {
  end(): void;
}

/** What one viewer follows: the services decide it (topic, what the viewer may see, how each change reaches them). */
export type LiveSource = Pick<LiveViewOptions, 'topic' | 'snapshot' | 'present' | 'version'>;

/** The client's last seen version: `Last-Event-ID` header (EventSource reconnects) or `?lastEventId=`. */
export function lastEventIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.lastEventId;
  const raw = (Array.isArray(header) ? header[0] : header) ?? (typeof query === 'string' ? query : undefined);
  if (raw === undefined || !/^\d{1,15}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/**
 * One change reaches every open view of its list as the same object (the bus hands one payload to all its
 * listeners), so its SSE frame is written out once and the text reused for every view: a list open on a
 * thousand devices costs one serialisation per change, not a thousand.
 */
const frames = new WeakMap<LiveEvent, string>();

function frameOf(event: LiveEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) {
    const { type, ...data } = event;
    frame = `id: ${event.version}\nevent: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
    frames.set(event, frame);
  }
  return frame;
}

/** Takes over the response and streams the list's changes until one side ends. */
export function openLiveView(request: FastifyRequest, reply: FastifyReply, options: LiveViewOptions): LiveView {
  const { bus, topic, log, registry } = options;
  const lastEventId = lastEventIdOf(request);
  reply.hijack();
  const res = reply.raw;
  const inherited = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined),
  );
  res.writeHead(200, {
    ...inherited,
    ...options.headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies buffer responses unless told not to.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);

  let ended = false;
  let version = -1;
  const waiting = new Map<number, ListChange>();
  let gapTimer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  /** Steps enqueued and not yet finished. */
  let steps = 0;

  const write = (event: LiveEvent) => {
    if (ended) return;
    res.write(frameOf(event));
  };

  const view: LiveView = {
    end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      if (gapTimer) clearTimeout(gapTimer);
      unsubscribe();
      registry.delete(view);
      res.end();
    },
  };

  /** Runs steps one at a time, in order: a snapshot and the changes after it never interleave. */
  const enqueue = (step: () => Promise<void>) => {
    steps += 1;
    chain = chain
      .then(() => (ended ? undefined : step()))
      .catch((error: unknown) => {
        log.warn({ err: error }, 'live view failed; closing it (the client reconnects)');
        view.end();
      })
      .finally(() => {
        steps -= 1;
      });
  };

  const sendSnapshot = async () => {
    const snap = await options.snapshot();
    if (!snap) {
      write({ type: 'access_revoked', version: Math.max(version, 0) });
      view.end();
      return;
    }
    version = snap.version;
    write({ type: 'snapshot', version: snap.version, list: snap.list });
    await drainWaiting();
  };

  const show = (presented: Presented) => {
    if (presented.kind === 'send') write(presented.event);
    if (presented.kind === 'end') {
      write(presented.event);
      view.end();
    }
  };

  /** `presented`: when the caller has asked for it already (the fast path below). */
  const apply = async (change: ListChange, presented = options.present(change)) => {
    version = change.version;
    show(await presented);
  };

  const drainWaiting = async () => {
    for (const v of [...waiting.keys()]) if (v <= version) waiting.delete(v);
    for (let next = waiting.get(version + 1); next && !ended; next = waiting.get(version + 1)) {
      waiting.delete(next.version);
      await apply(next);
    }
    if (waiting.size === 0 && gapTimer) {
      clearTimeout(gapTimer);
      gapTimer = undefined;
    }
  };

  const onChange = async (change: ListChange) => {
    if (change.version <= version) return; // already in the snapshot we sent
    if (change.version === version + 1) {
      await apply(change);
      await drainWaiting();
      return;
    }
    waiting.set(change.version, change);
    gapTimer ??= setTimeout(() => {
      gapTimer = undefined;
      if (waiting.size > 0) enqueue(sendSnapshot);
    }, GAP_WAIT_MS);
  };

  const unsubscribe = bus.subscribe(topic, (delivery: BusDelivery) => {
    if (delivery.kind === 'resync') {
      enqueue(sendSnapshot);
      return;
    }
    const change = delivery.payload as ListChange;
    // The usual case, at once: nothing under way or waiting in this view and the next version. A change that needs
    // nothing read to be shown is then written in this turn — a thousand open views cost no promise each.
    if (steps === 0 && waiting.size === 0 && !ended && change.version === version + 1) {
      const presented = options.present(change);
      if (!(presented instanceof Promise)) {
        version = change.version;
        show(presented);
        return;
      }
      enqueue(() => apply(change, presented));
      return;
    }
    enqueue(() => onChange(change));
  });
  const heartbeat = setInterval(() => {
    if (!ended) res.write(': ping\n\n');
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  registry.add(view);
  res.on('close', () => view.end());

  // Subscribed before reading the state: a change committed meanwhile is either in the snapshot (or the version
  // read) or comes after.
  enqueue(async () => {
    if (lastEventId !== undefined && options.version && (await options.version()) === lastEventId) {
      version = lastEventId;
      await drainWaiting();
      return;
    }
    const snap = await options.snapshot();
    if (!snap) {
      write({ type: 'access_revoked', version: 0 });
      view.end();
      return;
    }
    version = snap.version;
    if (lastEventId !== snap.version) write({ type: 'snapshot', version: snap.version, list: snap.list });
    await drainWaiting();
  });
  return view;
}

/**
 * The change bus over PostgreSQL LISTEN/NOTIFY, so a change made through one server process reaches live views
 * served by another. One dedicated connection per process LISTENs on one channel; messages are sent with
 * `pg_notify` inside the changing transaction, which PostgreSQL delivers at commit and in commit order.
 *
 * A NOTIFY payload must stay under 8000 bytes: a larger message is replaced by a "resync" for its topic, and
 * subscribers reload what they show. When the listening connection drops, it reconnects with backoff and every
 * subscriber is told to resync (messages may have been missed meanwhile).
 */
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { closingStatementOf, type ClosingWrite } from '../../db/transactions';
import type { BusDelivery, BusListener, ChangeBus, StagedMessage } from './change-bus';

export const CHANGE_CHANNEL = 'mealplanr_changes';
/** PostgreSQL's limit is 8000 bytes; keep a margin. */
const MAX_PAYLOAD_BYTES = 7800;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

interface Envelope {
  t: string;
  p?: unknown;
  /** Set instead of `p` when the message was too large to send. */
  r?: 1;
}

export function encodeNotification(topic: string, payload: unknown): string {
  const text = JSON.stringify({ t: topic, p: payload } satisfies Envelope);
  if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES) return text;
  return JSON.stringify({ t: topic, r: 1 } satisfies Envelope);
}

/** A notification's topic and payload (or word that it was too large to send); undefined when malformed. */
export function decodeNotification(
  text: string,
): { kind: 'message'; topic: string; payload: unknown } | { kind: 'resync'; topic: string } | undefined {
  let envelope: Envelope;
  try {
    envelope = JSON.parse(text) as Envelope;
  } catch {
    return undefined;
  }
  if (typeof envelope?.t !== 'string') return undefined;
  return envelope.r ? { kind: 'resync', topic: envelope.t } : { kind: 'message', topic: envelope.t, payload: envelope.p };
}

export async function createPostgresChangeBus(pool: pg.Pool, log: FastifyBaseLogger): Promise<ChangeBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const topics = new Map<string, number>();
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const deliver = (topic: string, delivery: BusDelivery) => emitter.emit(topic, delivery);

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
    const decoded = decodeNotification(message.payload);
    if (!decoded) {
      log.warn('ignored a malformed change notification');
      return;
    }
    deliver(decoded.topic, decoded.kind === 'resync' ? { kind: 'resync' } : { kind: 'message', payload: decoded.payload });
  };

  const connect = async (): Promise<void> => {
    const next = await pool.connect();
    next.on('notification', onNotification);
    next.on('error', (error) => lost(next, error));
    try {
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      next.release(error as Error);
      throw error;
    }
    client = next;
    retryMs = RECONNECT_MIN_MS;
  };

  const lost = (which: pg.PoolClient, error: Error) => {
    if (client !== which) return;
    client = undefined;
    which.removeListener('notification', onNotification);
    which.release(error); // destroys the broken connection instead of returning it to the pool
    if (closed) return;
    log.warn({ err: error }, 'change bus connection lost; reconnecting');
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          log.info('change bus reconnected');
          // Anything sent while we were away is gone: every live view reloads.
          for (const topic of topics.keys()) deliver(topic, { kind: 'resync' });
        },
        (error: unknown) => {
          log.warn({ err: error }, 'change bus could not reconnect yet');
          retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
          if (!closed) scheduleReconnect();
        },
      );
    }, retryMs);
  };

  await connect();

  return {
    kind: 'postgres',
    closingStatement(messages: readonly StagedMessage[], writes: readonly ClosingWrite[]) {
      // One statement: the last writes and the notifications (queued in the order of the select list, sent at commit).
      return closingStatementOf(
        writes,
        messages.map(({ topic, payload }) => sql`pg_notify(${CHANGE_CHANNEL}, ${encodeNotification(topic, payload)})`),
      );
    },
    afterCommit() {},
    subscribe(topic: string, listener: BusListener) {
      emitter.on(topic, listener);
      topics.set(topic, (topics.get(topic) ?? 0) + 1);
      return () => {
        emitter.off(topic, listener);
        const left = (topics.get(topic) ?? 1) - 1;
        if (left > 0) topics.set(topic, left);
        else topics.delete(topic);
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      emitter.removeAllListeners();
      const current = client;
      client = undefined;
      if (current) {
        current.removeListener('notification', onNotification);
        await current.query(`UNLISTEN ${CHANGE_CHANNEL}`).catch(() => {});
        current.release();
      }
    },
  };
}

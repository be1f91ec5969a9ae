/**
 * The in-process change bus for the embedded database. One bus per database handle, so several app instances
 * on the same PGlite (tests) hear each other just like processes sharing a PostgreSQL do. What the database
 * itself announces on the change channel (its triggers: see migration 0009) is delivered too.
 */
import { EventEmitter } from 'node:events';
import type { DatabaseHandle } from '../../db/client';
import { closingStatementOf, type ClosingWrite } from '../../db/transactions';
import type { BusListener, ChangeBus, StagedMessage } from './change-bus';
import { CHANGE_CHANNEL, decodeNotification } from './postgres-change-bus';

const emitters = new WeakMap<DatabaseHandle, EventEmitter>();

export function createMemoryChangeBus(database: DatabaseHandle): ChangeBus {
  let emitter = emitters.get(database);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0); // one listener per open live view; there is no leak to warn about
    emitters.set(database, emitter);
    const announced = emitter;
    void database.pglite?.listen(CHANGE_CHANNEL, (text) => {
      const message = decodeNotification(text);
      if (message?.kind === 'message') announced.emit(message.topic, message.payload);
    });
  }
  const shared = emitter;
  const mine = new Set<{ topic: string; handler: (payload: unknown) => void }>();
  return {
    kind: 'memory',
    closingStatement: (_messages: readonly StagedMessage[], writes: readonly ClosingWrite[]) => closingStatementOf(writes),
    afterCommit(messages: readonly StagedMessage[]) {
      for (const { topic, payload } of messages) shared.emit(topic, payload);
    },
    subscribe(topic: string, listener: BusListener) {
      const entry = { topic, handler: (payload: unknown) => listener({ kind: 'message', payload }) };
      shared.on(topic, entry.handler);
      mine.add(entry);
      return () => {
        shared.off(topic, entry.handler);
        mine.delete(entry);
      };
    },
    async close() {
      for (const entry of mine) shared.off(entry.topic, entry.handler);
      mine.clear();
    },
  };
}

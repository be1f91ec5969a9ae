/**
 * Sessions ending in this process, for work that belongs to a session: an AI chef generation stops when the
 * session that started it signs out. Other processes notice the session row gone instead (the generation looks
 * for it while it runs), so nothing here is needed for correctness across servers; it makes the common case
 * immediate. Session ids are unique, so one emitter serves every app in the process.
 */
import { EventEmitter } from 'node:events';

const emitter = new EventEmitter();
emitter.setMaxListeners(0);

/** Tells listeners that the session `sessionId` has ended (signed out). */
export function sessionEnded(sessionId: string): void {
  emitter.emit('ended', sessionId);
}

/** Calls `listener` with the id of every session that ends, until the returned function is called. */
export function onSessionEnded(listener: (sessionId: string) => void): () => void {
  emitter.on('ended', listener);
  return () => emitter.off('ended', listener);
}

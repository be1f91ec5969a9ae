/**
 * The embedded database in a thread of its own (a worker thread running pglite-worker.ts), and the client the rest
 * of the server uses in its place: the part of PGlite's interface drizzle and the change bus call — `query`,
 * `transaction`, `exec`, `listen` — each call one message to the thread and one back.
 *
 * Why a thread: opening PGlite (compiling its WebAssembly, loading its file system image, starting PostgreSQL,
 * its first queries) is about half a second of one core's work, and the server's own start (loading its code and
 * packages, building the app) is as much again. In one thread they add up; with the database in its own thread
 * they overlap on a second core. Queries also run beside the requests' JavaScript instead of in turn with it.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import type { PgliteReply, PgliteRequest, PgliteWorkerData, SerializedError } from './pglite-worker';

/**
 * Set by scripts/build-server.ts in the compiled server: the compiled worker, relative to this file's source
 * folder. Unset when the sources run (tsx, tests), where the worker is loaded through tsx.
 */
declare const MEALPLANR_PGLITE_WORKER: string | undefined;

type Request = PgliteRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
type QueryOptions = { rowMode?: 'array' | 'object' };

/** A transaction as drizzle's PGlite driver sees it. */
export interface PgliteThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

function startWorker(workerData: PgliteWorkerData): Worker {
  if (typeof MEALPLANR_PGLITE_WORKER === 'string') {
    return new Worker(path.join(import.meta.dirname, MEALPLANR_PGLITE_WORKER), { workerData });
  }
  const source = pathToFileURL(path.join(import.meta.dirname, 'pglite-worker.ts')).href;
  return new Worker(
    `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`,
    { eval: true, workerData },
  );
}

function toError(serialized: SerializedError): Error {
  const { name, message, ...fields } = serialized;
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}

export class PgliteThread {
  /** Resolves once the database is open and its schema current; rejects with why it could not be opened. */
  readonly waitReady: Promise<void>;
  #worker: Worker;
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #nextTransaction = 1;
  #listeners = new Map<string, Set<(payload: string) => void>>();
  #stopped: Error | undefined;
  #closing: Promise<void> | undefined;

  constructor(directory: string | undefined) {
    this.#worker = startWorker({ directory });
    let opened: () => void;
    let failed: (error: Error) => void;
    this.waitReady = new Promise<void>((resolve, reject) => {
      opened = resolve;
      failed = reject;
    });
    // Whoever uses the database sees a failure to open; it is not also an unhandled rejection.
    this.waitReady.catch(() => {});
    this.#worker.on('message', (reply: PgliteReply) => {
      switch (reply.type) {
        case 'opened':
          // Open and idle, the thread does not keep the process alive; a call under way does (see #call).
          if (this.#pending.size === 0) this.#worker.unref();
          return opened();
        case 'failed':
          return failed(toError(reply.error));
        case 'notification':
          for (const listener of this.#listeners.get(reply.channel) ?? []) listener(reply.payload);
          return;
        case 'result':
        case 'error': {
          const call = this.#pending.get(reply.id);
          if (!call) return;
          this.#pending.delete(reply.id);
          if (this.#pending.size === 0) this.#worker.unref();
          if (reply.type === 'result') call.resolve(reply.value);
          else call.reject(toError(reply.error));
        }
      }
    });
    const stop = (error: Error) => {
      this.#stopped ??= error;
      failed(error);
      for (const call of this.#pending.values()) call.reject(error);
      this.#pending.clear();
    };
    this.#worker.on('error', (error: Error) => stop(new Error(`The embedded database stopped: ${error.message}`, { cause: error })));
    this.#worker.on('exit', (code) => stop(new Error(`The embedded database stopped (exit code ${code}).`)));
  }

  async #call<T>(request: Request): Promise<T> {
    await this.waitReady;
    if (this.#stopped) throw this.#stopped;
    if (this.#closing && request.op !== 'close') throw new Error('PGlite is closed');
    const id = this.#nextId++;
    const answer = new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    if (this.#pending.size === 1) this.#worker.ref();
    this.#worker.postMessage({ ...request, id } as PgliteRequest);
    return answer;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({ op: 'query', text, params, rowMode: options?.rowMode });
  }

  exec(text: string): Promise<Results[]> {
    return this.#call({ op: 'exec', text });
  }

  async transaction<T>(work: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    // The statements follow the begin without waiting for its answer (one round trip less): the thread runs them
    // once the transaction has started, and a begin that failed fails them.
    const id = this.#nextTransaction++;
    const began = this.#call<void>({ op: 'begin', tx: id });
    began.catch(() => {});
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return this.#call<void>({ op: 'end', tx: id, commit });
    };
    const tx: PgliteThreadTransaction = {
      query: (text, params, options) => {
        if (closed) return Promise.reject(new Error('Transaction is closed'));
        return this.#call({ op: 'query', text, params, rowMode: options?.rowMode, tx: id });
      },
      exec: (text) => {
        if (closed) return Promise.reject(new Error('Transaction is closed'));
        return this.#call({ op: 'exec', text, tx: id });
      },
      rollback: () => {
        if (closed) return Promise.reject(new Error('Transaction is closed'));
        return end(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(tx);
      await began;
    } catch (error) {
      if (!closed) await end(false).catch(() => {});
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  /** Like PGlite's: `callback` hears every notification on `channel`; resolves to the function that stops it. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
    }
    listeners.add(callback);
    if (listeners.size === 1) await this.#call({ op: 'listen', channel });
    return async () => {
      const current = this.#listeners.get(channel);
      if (!current?.delete(callback) || current.size > 0) return;
      this.#listeners.delete(channel);
      await this.#call({ op: 'unlisten', channel }).catch(() => {});
    };
  }

  /** Closes the database (PostgreSQL shuts down and writes what it holds) and ends the thread. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.#stopped) await this.#call({ op: 'close' });
      } finally {
        await this.#worker.terminate();
      }
    })();
    return this.#closing;
  }
}

/** The embedded database started in its thread, with the data directory's lock it holds. */
export interface StartedPglite {
  thread: PgliteThread;
  release: () => Promise<void>;
}

/**
 * Takes the data directory's lock (DataDirLockedError when another process has it) and starts opening the
 * database in its thread. Light on purpose — no drizzle, no schema — so the server can call it before its own code
 * has loaded (server.ts).
 */
export async function startPglite(dataDir: string | undefined): Promise<StartedPglite> {
  const release = dataDir ? await lockDataDir(dataDir) : async () => {};
  return { thread: new PgliteThread(dataDir ? path.join(dataDir, 'pglite') : undefined), release };
}

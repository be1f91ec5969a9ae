/**
 * The sync of item changes against a real HTTP server on loopback (testing/item-server.ts) and IndexedDB
 * (fake-indexeddb, the browser API in Node): checks queued without a network, replayed in order and only once,
 * changes shown while under way, and 409 answers rebased onto the server's version.
 */
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { deleteDB, openDB } from 'idb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../api.ts';
import { type ItemServer, startItemServer, type TestItem } from '../../testing/item-server.ts';
import { closeQueue, enqueueCheck, queuedChecks } from './offline-queue.ts';
import { type PatchItem, startChange, settleChange, withPendingChanges, withQueuedChecks } from './pending-changes.ts';
import { replayQueuedChecks } from './replay.ts';
import { saveItemChange } from './save-item-change.ts';
import { MAX_REBASES, sendItemChange } from './send-item-change.ts';

/** A list as a screen keeps it: here simply its items. */
type List = { items: TestItem[] };
const patch: PatchItem<List> = (list, itemId, changes) => ({
  items: list.items.map((item) => (item.id === itemId ? { ...item, ...changes } : item)),
});
const answerOf = (body: unknown) => body as { item: TestItem; listVersion: number };

const SCOPE = '/api/grocery-lists/list-1';
let server: ItemServer;
/** An address where nothing listens: fetch fails as it does without a network. */
let unreachable: string;

const item = (id: string, version = 1, name = id): TestItem => ({ id, name, checked: false, version });
const itemUrl = (id: string) => server.url(`/lists/list-1/items/${id}`);

beforeAll(async () => {
  const closed = await startItemServer([]);
  unreachable = closed.url('/lists/list-1/items/');
  await closed.close();
});

beforeEach(async () => {
  server = await startItemServer([item('milk'), item('bread'), item('eggs'), item('apples')]);
  await closeQueue();
  await deleteDB('mealplanr-offline');
});

afterEach(() => server.close());
afterAll(() => closeQueue());

function save(itemId: string, changes: Record<string, unknown>, options: { online?: boolean; url?: string } = {}) {
  return saveItemChange<unknown>({
    scope: SCOPE,
    url: options.url ?? itemUrl(itemId),
    itemId,
    changes,
    online: options.online ?? true,
    show: () => server.items.get(itemId)?.version ?? 1,
  });
}

describe('a check made without a network', () => {
  it('is queued, not sent, while the browser says it is offline; a newer check of the item replaces it', async () => {
    expect(await save('milk', { checked: true }, { online: false })).toEqual({ kind: 'queued' });
    expect(await save('milk', { checked: false }, { online: false })).toEqual({ kind: 'queued' });
    expect(await save('bread', { checked: true }, { online: false })).toEqual({ kind: 'queued' });
    expect(server.received).toHaveLength(0);
    const queued = await queuedChecks(SCOPE);
    expect(queued.map((check) => [check.itemId, check.checked])).toEqual([
      ['milk', false],
      ['bread', true],
    ]);
    expect(await queuedChecks('/api/shared/another-link')).toEqual([]);
  });

  it('is queued when the request never gets an answer although the browser says it is online', async () => {
    const outcome = await save('milk', { checked: true }, { url: `${unreachable}milk` });
    expect(outcome).toEqual({ kind: 'queued' });
    expect((await queuedChecks(SCOPE)).map((check) => check.itemId)).toEqual(['milk']);
  });

  it('is not queued when it is an edit: an edit needs the server’s answer', async () => {
    await expect(save('milk', { name: 'oat milk' }, { online: false, url: `${unreachable}milk` })).rejects.toThrow(
      TypeError,
    );
    expect(await queuedChecks()).toEqual([]);
  });
});

describe('replaying the queue once the network is back', () => {
  it('sends the checks oldest first, stores each answer, empties the queue and refreshes the lists it touched', async () => {
    let at = 1_000;
    for (const id of ['eggs', 'milk', 'bread']) {
      await enqueueCheck({ key: `key-${id}`, scope: SCOPE, url: itemUrl(id), itemId: id, checked: true, version: 1, queuedAt: at++ });
    }
    const queryClient = new QueryClient();
    queryClient.setQueryData([SCOPE], { items: [] });
    const stored: string[] = [];
    await replayQueuedChecks(queryClient, (check, answer) => stored.push(`${check.itemId}@${answerOf(answer).item.version}`));

    expect(server.received.map((request) => [request.itemId, request.key, request.body])).toEqual([
      ['eggs', 'key-eggs', { checked: true, version: 1 }],
      ['milk', 'key-milk', { checked: true, version: 1 }],
      ['bread', 'key-bread', { checked: true, version: 1 }],
    ]);
    expect(stored).toEqual(['eggs@2', 'milk@2', 'bread@2']);
    expect(await queuedChecks()).toEqual([]);
    expect(queryClient.getQueryState([SCOPE])?.isInvalidated).toBe(true);
  });

  it('keeps the rest for later when the network fails again, and drops a check that can never apply', async () => {
    await enqueueCheck({ key: 'gone', scope: SCOPE, url: itemUrl('deleted-item'), itemId: 'deleted-item', checked: true, version: 1, queuedAt: 1 });
    await enqueueCheck({ key: 'no-net', scope: SCOPE, url: `${unreachable}milk`, itemId: 'milk', checked: true, version: 1, queuedAt: 2 });
    await enqueueCheck({ key: 'later', scope: SCOPE, url: itemUrl('bread'), itemId: 'bread', checked: true, version: 1, queuedAt: 3 });
    await replayQueuedChecks(new QueryClient());
    expect((await queuedChecks()).map((check) => check.key)).toEqual(['no-net', 'later']);
    expect(server.items.get('bread')?.checked).toBe(false);
  });
});

describe('replaying twice', () => {
  it('changes an item once when the first answer was lost: the replay carries the same key', async () => {
    await enqueueCheck({ key: 'k1', scope: SCOPE, url: itemUrl('milk'), itemId: 'milk', checked: true, version: 1, queuedAt: 1 });
    server.loseNextAnswer();
    await replayQueuedChecks(new QueryClient());
    // The server made the change, but the answer never arrived: the check stays queued.
    expect(server.applied).toBe(1);
    expect((await queuedChecks()).map((check) => check.key)).toEqual(['k1']);

    await replayQueuedChecks(new QueryClient());
    expect(server.received.map((request) => request.key)).toEqual(['k1', 'k1']);
    expect(server.applied).toBe(1);
    expect(server.items.get('milk')).toMatchObject({ checked: true, version: 2 });
    expect(await queuedChecks()).toEqual([]);
  });

  it('sends each check once when a replay is asked for while one runs (reconnect events come in bursts)', async () => {
    await enqueueCheck({ key: 'a', scope: SCOPE, url: itemUrl('milk'), itemId: 'milk', checked: true, version: 1, queuedAt: 1 });
    await enqueueCheck({ key: 'b', scope: SCOPE, url: itemUrl('eggs'), itemId: 'eggs', checked: true, version: 1, queuedAt: 2 });
    const queryClient = new QueryClient();
    await Promise.all([replayQueuedChecks(queryClient), replayQueuedChecks(queryClient), replayQueuedChecks(queryClient)]);
    expect(server.received.map((request) => request.key)).toEqual(['a', 'b']);
    expect(server.applied).toBe(2);
  });
});

describe('changes under way', () => {
  it('are shown over whatever the list holds until their answer arrives; the newest change of an item wins', async () => {
    const list: List = { items: [item('milk'), item('bread')] };
    server.delayMs = 100;
    let shownWhileSending: List | undefined;
    const saving = saveItemChange<unknown>({
      scope: SCOPE,
      url: itemUrl('milk'),
      itemId: 'milk',
      changes: { checked: true },
      online: true,
      show: () => {
        shownWhileSending = withPendingChanges(list, patch);
        return 1;
      },
    });
    const outcome = await saving;
    expect(shownWhileSending?.items.find((i) => i.id === 'milk')?.checked).toBe(true);
    expect(outcome.kind).toBe('saved');
    // Answered: nothing of it is laid over the list any more.
    expect(withPendingChanges(list, patch)).toEqual(list);

    const first = startChange('bread', { checked: true });
    const second = startChange('bread', { checked: false, name: 'rye bread' });
    expect(withPendingChanges(list, patch).items[1]).toMatchObject({ checked: false, name: 'rye bread' });
    settleChange('bread', first); // an older answer does not end the newer change
    expect(withPendingChanges(list, patch).items[1]).toMatchObject({ name: 'rye bread' });
    settleChange('bread', second);
    expect(withPendingChanges(list, patch)).toEqual(list);
  });

  it('include the checks waiting in the offline queue', async () => {
    await save('bread', { checked: true }, { online: false });
    const list: List = { items: [item('milk'), item('bread')] };
    const shown = withQueuedChecks(list, await queuedChecks(SCOPE), patch);
    expect(shown.items.map((i) => [i.id, i.checked])).toEqual([
      ['milk', false],
      ['bread', true],
    ]);
  });

  it('end when the server refuses them, and the refusal reaches the caller', async () => {
    await expect(save('no-such-item', { checked: true })).rejects.toBeInstanceOf(HttpError);
    expect(withPendingChanges({ items: [item('no-such-item')] }, patch).items[0]?.checked).toBe(false);
  });
});

describe('a 409 answer', () => {
  it('is rebased onto the server’s version: this person’s fields win, the others keep the newer values', async () => {
    // Someone renamed the milk meanwhile (version 1 → 2); this check was made against version 1.
    server.items.set('milk', { id: 'milk', name: 'oat milk', checked: false, version: 2 });
    const rebasedOn: number[] = [];
    const answer = answerOf(
      await sendItemChange({
        url: itemUrl('milk'),
        version: 1,
        changes: { checked: true },
        idempotencyKey: 'check-milk',
        onRebase: (current) => rebasedOn.push(current.version),
      }),
    );
    expect(rebasedOn).toEqual([2]);
    expect(answer.item).toEqual({ id: 'milk', name: 'oat milk', checked: true, version: 3 });
    // Each attempt has its own key: the bodies differ.
    expect(server.received.map((request) => [request.key, request.body.version])).toEqual([
      ['check-milk', 1],
      ['check-milk.1', 2],
    ]);
  });

  it('is rebased for a queued check too, when it is replayed after someone changed the item', async () => {
    await save('apples', { checked: true }, { online: false });
    server.items.set('apples', { id: 'apples', name: 'green apples', checked: false, version: 5 });
    await replayQueuedChecks(new QueryClient());
    expect(server.items.get('apples')).toEqual({ id: 'apples', name: 'green apples', checked: true, version: 6 });
    expect(await queuedChecks()).toEqual([]);
  });

  it('is given up after a few rebases when the item keeps changing', async () => {
    server.items.set('eggs', { ...item('eggs'), version: 2 });
    let attempts = 0;
    const error = await sendItemChange({
      url: itemUrl('eggs'),
      version: 1,
      changes: { checked: true },
      onRebase: () => {
        attempts += 1;
        // Someone changes it again before every attempt.
        const current = server.items.get('eggs')!;
        server.items.set('eggs', { ...current, version: current.version + 1 });
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect(attempts).toBe(MAX_REBASES);
    expect(server.received).toHaveLength(MAX_REBASES + 1);
  });
});

describe('the queue kept by an earlier version of the app', () => {
  it('is kept on upgrade, its checks addressed to the person’s own list', async () => {
    await closeQueue();
    await deleteDB('mealplanr-offline');
    const old = await openDB('mealplanr-offline', 1, {
      upgrade(db) {
        db.createObjectStore('checks', { keyPath: 'key' }).createIndex('byItem', ['listId', 'itemId']);
      },
    });
    await old.put('checks', { key: 'old', listId: 'list 1', itemId: 'milk', checked: true, version: 4, queuedAt: 7 });
    old.close();

    expect(await queuedChecks()).toEqual([
      {
        key: 'old',
        scope: '/api/grocery-lists/list%201',
        url: '/api/grocery-lists/list%201/items/milk',
        itemId: 'milk',
        checked: true,
        version: 4,
        queuedAt: 7,
      },
    ]);
    // The index works the new way: a newer check of the item replaces the old one.
    await enqueueCheck({ key: 'new', scope: '/api/grocery-lists/list%201', url: 'x', itemId: 'milk', checked: false, version: 4, queuedAt: 8 });
    expect((await queuedChecks()).map((check) => check.key)).toEqual(['new']);
  });
});

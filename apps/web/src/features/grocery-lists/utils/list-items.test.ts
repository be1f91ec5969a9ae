import type { GroceryItem, GroceryList } from '@mealplanr/contracts/grocery-lists';
import { describe, expect, it } from 'vitest';
import { allItems, applyListEvent, patchItem, upsertItem, withItems } from './list-items.ts';

const LIST_ID = '00000000-0000-4000-8000-000000000001';
let next = 0;

function item(overrides: Partial<GroceryItem>): GroceryItem {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    listId: LIST_ID,
    name: `item ${next}`,
    names: null,
    ingredientId: null,
    quantity: null,
    unit: null,
    packageSize: null,
    category: 'other',
    checked: false,
    pantry: false,
    note: null,
    sources: [],
    position: next,
    version: 1,
    createdAt: '2025-03-10T10:00:00.000Z',
    updatedAt: '2025-03-10T10:00:00.000Z',
    ...overrides,
  };
}

function list(items: GroceryItem[], version = 5): GroceryList {
  return withItems(
    {
      id: LIST_ID,
      title: 'Week 11',
      titles: null,
      weekStart: '2025-03-10',
      weekEnd: '2025-03-16',
      mealPlanId: null,
      role: 'owner',
      ownerName: 'anna',
      itemCount: 0,
      checkedCount: 0,
      shared: false,
      version,
      createdAt: '2025-03-10T10:00:00.000Z',
      updatedAt: '2025-03-10T10:00:00.000Z',
      groups: [],
      probablyAtHome: [],
      shareLink: { enabled: false, permission: null },
    },
    items,
  );
}

const names = (groceries: GroceryList) => ({
  groups: Object.fromEntries(
    groceries.groups.filter((group) => group.items.length > 0).map((group) => [group.category, group.items.map((i) => i.name)]),
  ),
  atHome: groceries.probablyAtHome.map((i) => i.name),
});

describe('withItems', () => {
  it('groups items by store section in store order, pantry staples apart, and counts them', () => {
    const groceries = list([
      item({ name: 'salt', category: 'pantry', pantry: true }),
      item({ name: 'milk', category: 'dairy' }),
      item({ name: 'rice', category: 'pantry' }),
      item({ name: 'apples', category: 'produce', checked: true }),
    ]);
    expect(groceries.groups.map((group) => group.category)).toEqual([
      'produce',
      'meat',
      'dairy',
      'bakery',
      'pantry',
      'frozen',
      'beverages',
      'other',
    ]);
    expect(names(groceries)).toEqual({
      groups: { produce: ['apples'], dairy: ['milk'], pantry: ['rice'] },
      atHome: ['salt'],
    });
    expect([groceries.itemCount, groceries.checkedCount]).toEqual([4, 1]);
  });
});

describe('patchItem', () => {
  it('sinks a checked item to the bottom of its section and back up when unchecked', () => {
    const tomatoes = item({ name: 'tomatoes', category: 'produce', position: 1 });
    const groceries = list([tomatoes, item({ name: 'onions', category: 'produce', position: 2 })]);
    const checked = patchItem(groceries, tomatoes.id, { checked: true });
    expect(names(checked).groups.produce).toEqual(['onions', 'tomatoes']);
    expect(checked.checkedCount).toBe(1);
    expect(names(patchItem(checked, tomatoes.id, { checked: false })).groups.produce).toEqual(['tomatoes', 'onions']);
  });
});

describe('upsertItem', () => {
  it('ignores a copy older than the one held (a late answer after a newer live event)', () => {
    const milk = item({ name: 'milk', category: 'dairy', version: 3, checked: true });
    const groceries = list([milk]);
    expect(upsertItem(groceries, { ...milk, version: 2, checked: false })).toBe(groceries);
    expect(allItems(upsertItem(groceries, { ...milk, version: 4, checked: false }))[0]!.checked).toBe(false);
  });

  it('files a new item under its section', () => {
    const groceries = upsertItem(list([]), item({ name: 'bread', category: 'bakery' }));
    expect(names(groceries).groups).toEqual({ bakery: ['bread'] });
    expect(groceries.itemCount).toBe(1);
  });
});

describe('applyListEvent', () => {
  const milk = item({ name: 'milk', category: 'dairy' });
  const eggs = item({ name: 'eggs', category: 'dairy', checked: true });
  const groceries = list([milk, eggs], 5);

  it('applies added, updated, removed and cleared items and keeps the newest version', () => {
    const added = applyListEvent(groceries, { type: 'item_added', version: 6, item: item({ name: 'kefir', category: 'dairy' }) });
    expect(added?.kind === 'list' && added.list.itemCount).toBe(3);
    expect(added?.kind === 'list' && added.list.version).toBe(6);

    const updated = applyListEvent(groceries, { type: 'item_updated', version: 6, item: { ...milk, checked: true, version: 2 } });
    expect(updated?.kind === 'list' && updated.list.checkedCount).toBe(2);

    const removed = applyListEvent(groceries, { type: 'item_removed', version: 6, itemId: milk.id });
    expect(removed?.kind === 'list' && allItems(removed.list).map((i) => i.name)).toEqual(['eggs']);

    const cleared = applyListEvent(groceries, { type: 'items_cleared', version: 7, itemIds: [eggs.id] });
    expect(cleared?.kind === 'list' && [cleared.list.itemCount, cleared.list.checkedCount, cleared.list.version]).toEqual([1, 0, 7]);
  });

  it('replaces the list with a snapshot, even before anything was loaded', () => {
    const snapshot = list([milk], 9);
    expect(applyListEvent(undefined, { type: 'snapshot', version: 9, list: snapshot })).toEqual({ kind: 'list', list: snapshot });
  });

  it('renames the list and records share changes, asking for members to be reloaded', () => {
    const renamed = applyListEvent(groceries, {
      type: 'list_updated',
      version: 6,
      title: 'Week 12',
      titles: null,
      weekStart: null,
      weekEnd: null,
    });
    expect(renamed?.kind === 'list' && [renamed.list.title, renamed.list.weekStart]).toEqual(['Week 12', null]);

    const shared = applyListEvent(groceries, { type: 'share_updated', version: 6, enabled: true, permission: 'check' });
    expect(shared).toMatchObject({ kind: 'list', membersChanged: true, list: { shared: true, shareLink: { enabled: true, permission: 'check' } } });
  });

  it('tells the screen to leave when the list is deleted or access ends', () => {
    expect(applyListEvent(groceries, { type: 'list_deleted', version: 6 })).toEqual({ kind: 'gone', reason: 'deleted' });
    expect(applyListEvent(groceries, { type: 'access_revoked', version: 6 })).toEqual({ kind: 'gone', reason: 'revoked' });
  });

  it('cannot apply item changes before the list is loaded (a snapshot comes first)', () => {
    expect(applyListEvent(undefined, { type: 'item_removed', version: 6, itemId: milk.id })).toBeUndefined();
  });
});

import type { SharedGroceryItem, SharedGroceryList } from '@mealplanr/contracts/grocery-lists';
import { describe, expect, it } from 'vitest';
import { applySharedListEvent, setSharedItemChecked, sharedItems } from './shared-list-items.ts';

const shared = (id: number, overrides: Partial<SharedGroceryItem> = {}): SharedGroceryItem => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  name: `item ${id}`,
  names: null,
  ingredientId: null,
  quantity: null,
  unit: null,
  packageSize: null,
  category: 'produce',
  checked: false,
  pantry: false,
  note: null,
  position: id,
  version: 1,
  updatedAt: '2025-03-10T10:00:00.000Z',
  ...overrides,
});

const apples = shared(1, { name: 'apples' });
const pears = shared(2, { name: 'pears' });
const list: SharedGroceryList = {
  title: 'Week 11',
  titles: null,
  weekStart: null,
  weekEnd: null,
  permission: 'check',
  version: 4,
  itemCount: 2,
  checkedCount: 0,
  groups: [{ category: 'produce', items: [apples, pears] }],
  probablyAtHome: [],
};

describe('shared list changes', () => {
  it('checks an item optimistically and sinks it in its section', () => {
    const checked = setSharedItemChecked(list, apples.id, true);
    expect(checked.groups[0]!.items.map((item) => item.name)).toEqual(['pears', 'apples']);
    expect(checked.checkedCount).toBe(1);
  });

  it('applies live changes made by the owner', () => {
    const updated = applySharedListEvent(list, { type: 'item_updated', version: 5, item: { ...pears, checked: true, version: 2 } });
    expect(updated !== 'gone' && updated?.checkedCount).toBe(1);
    const added = applySharedListEvent(list, { type: 'item_added', version: 5, item: shared(3, { category: 'dairy', name: 'milk' }) });
    expect(added !== 'gone' && added && sharedItems(added).map((item) => item.name)).toEqual(['apples', 'pears', 'milk']);
    const permission = applySharedListEvent(list, { type: 'share_updated', version: 5, enabled: true, permission: 'view' });
    expect(permission !== 'gone' && permission?.permission).toBe('view');
  });

  it('ends when the link is revoked or replaced or the list deleted', () => {
    expect(applySharedListEvent(list, { type: 'access_revoked', version: 5 })).toBe('gone');
    expect(applySharedListEvent(list, { type: 'list_deleted', version: 5 })).toBe('gone');
    expect(applySharedListEvent(list, { type: 'share_updated', version: 5, enabled: false, permission: null })).toBe('gone');
  });
});

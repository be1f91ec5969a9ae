import { describe, expect, it } from 'vitest';
import { listEventsUrl, parseListEvent } from './live-list-stream.ts';

describe('listEventsUrl', () => {
  it('starts after the version the screen has, or from the beginning', () => {
    expect(listEventsUrl('/api/grocery-lists/abc')).toBe('/api/grocery-lists/abc/events');
    expect(listEventsUrl('/api/shared/xyz', 7)).toBe('/api/shared/xyz/events?lastEventId=7');
    expect(listEventsUrl('/api/shared/xyz', 0)).toBe('/api/shared/xyz/events?lastEventId=0');
  });
});

describe('parseListEvent', () => {
  it('reads a list event and ignores anything else', () => {
    const renamed = { type: 'list_updated', version: 3, title: 'Picnic', titles: null, weekStart: null, weekEnd: '2026-11-29' };
    expect(parseListEvent(JSON.stringify(renamed))).toEqual(renamed);
    expect(parseListEvent(JSON.stringify({ type: 'access_revoked', version: 4 }))).toEqual({ type: 'access_revoked', version: 4 });
    expect(parseListEvent('not json')).toBeUndefined();
    expect(parseListEvent(JSON.stringify({ type: 'no_such_event' }))).toBeUndefined();
    expect(parseListEvent(42)).toBeUndefined();
  });
});

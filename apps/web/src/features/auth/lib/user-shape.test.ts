import { sessionAnswerSchema, userSchema } from '@mealplanr/contracts/auth';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectUser, parseSessionAnswer, parseUser } from './user-shape.ts';

const valid = {
  id: '0b7e2f4c-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  username: 'anna',
  displayName: 'Anna',
  email: 'anna@example.com',
  emailVerified: true,
  isAdmin: false,
  created: '2026-11-26T10:20:30.123Z',
  signInMethods: ['password', 'google'],
};

// Each field: values the contract accepts and values it refuses, mixed at random below.
const fieldValues: Record<keyof typeof valid, unknown[]> = {
  id: [valid.id, '00000000-0000-0000-0000-000000000000', '0b7e2f4c-1a2b-9c3d-8e9f-0a1b2c3d4e5f', 'not-a-uuid', 42, undefined],
  username: ['anna', '', 7, null, undefined],
  displayName: ['', 'Анна', false, undefined],
  email: ['anna@example.com', '', {}, undefined],
  emailVerified: [true, false, 'true', undefined],
  isAdmin: [false, true, 0, undefined],
  created: [valid.created, '2024-02-29T00:00:00Z', '2023-02-29T00:00:00Z', '2026-11-26T10:20Z', '2026-11-26T10:20:30+01:00', '2026-11-26', 1, undefined],
  signInMethods: [undefined, [], ['password'], ['google', 'password'], ['sms'], 'password', [1]],
};

const candidate = fc.record(
  Object.fromEntries(Object.entries(fieldValues).map(([key, values]) => [key, fc.constantFrom(...values)])) as {
    [K in keyof typeof valid]: fc.Arbitrary<unknown>;
  },
);

/** Drops keys whose value is undefined, as JSON (the only way a user arrives) would. */
const asJson = (value: Record<string, unknown>) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe('the user read without Zod', () => {
  it('checks the fields the contract has, no more and no fewer', () => {
    expect(Object.keys(userSchema.shape).sort()).toEqual(Object.keys(valid).sort());
  });

  it('accepts and refuses exactly what userSchema does, and keeps what it keeps', () => {
    fc.assert(
      fc.property(candidate, fc.boolean(), (fields, withExtra) => {
        const input = asJson({ ...fields, ...(withExtra ? { extra: 'dropped' } : {}) });
        const expected = userSchema.safeParse(input);
        expect(parseUser(input)).toEqual(expected.success ? expected.data : undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses what is not an object', () => {
    for (const value of [null, undefined, 'anna', 1, [valid]]) expect(parseUser(value)).toBeUndefined();
  });

  it('reads the session answer as sessionAnswerSchema does, throwing where it would fail', () => {
    for (const answer of [{ user: null }, { user: valid }, { user: { ...valid, id: 'x' } }, {}, null, { user: undefined }]) {
      const expected = sessionAnswerSchema.safeParse(answer);
      if (expected.success) expect(parseSessionAnswer(answer)).toEqual(expected.data.user);
      else expect(() => parseSessionAnswer(answer)).toThrow(TypeError);
    }
  });

  it('expects a user where an answer must be one', () => {
    expect(expectUser(valid)).toEqual(userSchema.parse(valid));
    expect(() => expectUser({ ...valid, isAdmin: 'no' })).toThrow(TypeError);
  });
});

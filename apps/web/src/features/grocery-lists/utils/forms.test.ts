import { describe, expect, it } from 'vitest';
import { EMPTY_ITEM_FORM, checkItemForm, invitationEmailError, listFormSchema, parseQuantity, toListBody } from './forms.ts';

describe('invitationEmailError', () => {
  it('asks for an address when none is given', () => {
    expect(invitationEmailError('')).toBe('grocery.share.invite.emailRequired');
    expect(invitationEmailError('   ')).toBe('grocery.share.invite.emailRequired');
  });

  it('asks for a valid address when it is badly formed', () => {
    for (const bad of ['anna', 'anna@', '@example.org', 'anna@example', 'an na@example.org']) {
      expect(invitationEmailError(bad), bad).toBe('grocery.share.invite.emailInvalid');
    }
  });

  it('accepts a well-formed address, spaces around it included', () => {
    expect(invitationEmailError(' anna@example.org ')).toBeUndefined();
  });
});

describe('checkItemForm', () => {
  it('needs a name', () => {
    expect(checkItemForm({ ...EMPTY_ITEM_FORM, name: '  ' })).toEqual({ ok: false, errors: { name: 'grocery.form.nameRequired' } });
  });

  it('takes quantities with a dot or a comma and rejects zero and words', () => {
    expect(checkItemForm({ ...EMPTY_ITEM_FORM, name: 'milk', quantity: '1,5' }).ok).toBe(true);
    expect(parseQuantity('1,5')).toBe(1.5);
    expect(parseQuantity(' ')).toBeNull();
    expect(checkItemForm({ ...EMPTY_ITEM_FORM, name: 'milk', quantity: '0' })).toMatchObject({
      errors: { quantity: 'grocery.form.quantityPositive' },
    });
    expect(checkItemForm({ ...EMPTY_ITEM_FORM, name: 'milk', quantity: 'two' })).toMatchObject({
      errors: { quantity: 'grocery.form.quantityInvalid' },
    });
  });
});

describe('listFormSchema', () => {
  it('refuses a week that ends before it starts, and allows no dates at all', () => {
    expect(listFormSchema.safeParse({ title: 'Week', weekStart: '2025-03-16', weekEnd: '2025-03-10' }).success).toBe(false);
    expect(listFormSchema.safeParse({ title: 'Week', weekStart: '', weekEnd: '' }).success).toBe(true);
  });
});

describe('toListBody', () => {
  it('trims the title and sends empty dates as no week', () => {
    expect(toListBody({ title: '  Market  ', weekStart: '', weekEnd: '' })).toEqual({ title: 'Market', weekStart: null, weekEnd: null });
    expect(toListBody({ title: 'Week', weekStart: '2025-03-10', weekEnd: '2025-03-16' })).toEqual({
      title: 'Week',
      weekStart: '2025-03-10',
      weekEnd: '2025-03-16',
    });
  });
});

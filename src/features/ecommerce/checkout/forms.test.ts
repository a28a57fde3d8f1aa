import { describe, expect, it } from 'vitest';
import {
  addressForm,
  blankAddress,
  blankPayment,
  expiryText,
  paymentForm,
  paymentOf,
  type PaymentFormValues,
} from './forms';

const now = () => new Date('2026-01-10T12:00:00Z');
const problems = (values: PaymentFormValues) => {
  const result = paymentForm(now).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const card = { ...blankPayment, cardNumber: '4242424242424242', nameOnCard: 'John Doe', expiry: '1230', cvv: '123' };

describe('the payment form', () => {
  it('takes a card that passes Luhn and has not expired', () => {
    expect(problems(card)).toEqual({});
  });

  it('refuses a number failing Luhn, an expired or malformed expiry, a short CVV, a missing name', () => {
    expect(problems({ ...card, cardNumber: '4242424242424241' })).toEqual({ cardNumber: 'checkout.errors.cardNumber' });
    expect(problems({ ...card, expiry: '1225' })).toEqual({ expiry: 'checkout.errors.expired' });
    expect(problems({ ...card, expiry: '0126' })).toEqual({});
    expect(problems({ ...card, expiry: '1330' })).toEqual({ expiry: 'checkout.errors.expiry' });
    expect(problems({ ...card, expiry: '12' })).toEqual({ expiry: 'checkout.errors.expiry' });
    expect(problems({ ...card, cvv: '12' })).toEqual({ cvv: 'checkout.errors.cvv' });
    expect(problems({ ...card, nameOnCard: '   ' })).toEqual({ nameOnCard: 'checkout.errors.required' });
  });

  it('checks only the chosen way to pay', () => {
    expect(problems({ ...blankPayment, method: 'cod' })).toEqual({});
    expect(problems({ ...blankPayment, method: 'giftCard', giftCode: 'ABCD-EFGH-IJKL-MNOP' })).toEqual({});
    expect(problems({ ...blankPayment, method: 'giftCard', giftCode: 'ABCD' })).toEqual({
      giftCode: 'checkout.errors.giftCode',
    });
  });

  it('sends the card’s digits and the expiry as MM/YY, nothing of the other ways', () => {
    expect(expiryText('0729')).toBe('07/29');
    expect(paymentOf({ ...card, cardNumber: '4242 4242 4242 4242', giftCode: 'x' })).toEqual({
      method: 'card',
      cardNumber: '4242424242424242',
      nameOnCard: 'John Doe',
      expiry: '12/30',
      cvv: '123',
    });
    expect(paymentOf({ ...card, method: 'cod' })).toEqual({ method: 'cod' });
    expect(paymentOf({ ...card, method: 'giftCard', giftCode: ' GIFT-2026-0000-ATRM ' })).toEqual({
      method: 'giftCard',
      giftCode: 'GIFT-2026-0000-ATRM',
    });
  });
});

describe('the address form', () => {
  const address = {
    fullName: '<b>Ada</b>',
    phone: '+44 20 7946 0958',
    address: '12 St James’s Square',
    town: 'London',
    state: 'Greater London',
    postcode: 'SW1Y 4JH',
    type: 'office' as const,
  };

  it('keeps text as typed (markup too), trimmed', () => {
    expect(addressForm.parse({ ...address, town: '  London ' })).toEqual(address);
  });

  it('names each field it refuses', () => {
    const result = addressForm.safeParse({ ...blankAddress, phone: '12', postcode: '!' });
    const fields = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(fields).toEqual([
      'fullName: checkout.errors.required',
      'phone: checkout.errors.phone',
      'address: checkout.errors.required',
      'town: checkout.errors.required',
      'state: checkout.errors.required',
      'postcode: checkout.errors.postcode',
    ]);
  });
});

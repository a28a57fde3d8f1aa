import { describe, expect, it } from 'vitest';
import { canOpen, parseStep, reachableStep } from './steps';

describe('checkout steps', () => {
  it('reads the step from the URL; none or an unknown one is the cart', () => {
    expect(parseStep('address')).toBe('address');
    expect(parseStep('payment')).toBe('payment');
    expect(parseStep(null)).toBe('cart');
    expect(parseStep('confirmation')).toBe('cart');
    expect(parseStep('<script>')).toBe('cart');
  });

  it('opens a step only when the steps before it are complete, else the first incomplete one', () => {
    const none = { cart: false, address: false };
    const cartOnly = { cart: true, address: false };
    const both = { cart: true, address: true };
    expect(reachableStep('payment', none)).toBe('cart');
    expect(reachableStep('payment', cartOnly)).toBe('address');
    expect(reachableStep('payment', both)).toBe('payment');
    expect(reachableStep('address', none)).toBe('cart');
    expect(reachableStep('address', cartOnly)).toBe('address');
    // An earlier step always opens, complete or not.
    expect(reachableStep('cart', none)).toBe('cart');
    expect(reachableStep('address', { cart: true, address: false })).toBe('address');
    expect(canOpen('payment', cartOnly)).toBe(false);
    expect(canOpen('address', cartOnly)).toBe(true);
    expect(canOpen('cart', none)).toBe(true);
  });
});

import { isExpired, passesLuhn } from '@/lib/api/checkoutRules';

/**
 * The card rules the add-card and create-app dialogs share: which network a number belongs to (by
 * its first digits), how it is grouped as typed, how long it and its security code are. Plain
 * functions over digits, so the masks and the form's schema use the same rules.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex';

/** The networks' own names, the same in every language. */
export const brandNames: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'Amex' };

/** Digits only, at most `max` of them: what a masked field keeps of what was typed or pasted. */
export const onlyDigits = (typed: string, max: number) => typed.replace(/\D/g, '').slice(0, max);

/** The network a number's first digits name: Visa 4, Mastercard 51–55 and 2221–2720, Amex 34 and 37. */
export function cardBrand(digits: string): CardBrand | undefined {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const prefix = Number(digits.slice(0, 4));
  return digits.length >= 4 && prefix >= 2221 && prefix <= 2720 ? 'mastercard' : undefined;
}

/** The lengths a network's numbers come in; any length a card can have when the network is unknown. */
export function numberLengths(brand: CardBrand | undefined): readonly number[] {
  if (brand === 'visa') return [13, 16, 19];
  if (brand === 'mastercard') return [16];
  if (brand === 'amex') return [15];
  return [12, 13, 14, 15, 16, 17, 18, 19];
}

/** The most digits a number of this network takes. */
export const maxNumberLength = (brand: CardBrand | undefined) => Math.max(...numberLengths(brand));

/** Digits of the security code: four on the front of an Amex card, three on the back of the others. */
export const cvvLength = (brand: CardBrand | undefined) => (brand === 'amex' ? 4 : 3);

/**
 * A number as printed on the card: groups of four, except Amex's 4-6-5. Digits past the network's
 * longest number are dropped.
 */
export function formatCardNumber(typed: string): string {
  const digits = onlyDigits(typed, 19);
  const brand = cardBrand(digits);
  const kept = digits.slice(0, maxNumberLength(brand));
  if (brand === 'amex') return [kept.slice(0, 4), kept.slice(4, 10), kept.slice(10)].filter(Boolean).join(' ');
  return kept.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A number the network could have issued: a length it uses, and the Luhn checksum every card carries. */
export function isValidCardNumber(digits: string): boolean {
  return numberLengths(cardBrand(digits)).includes(digits.length) && passesLuhn(digits);
}

/** Up to four expiry digits as MM/YY; a first digit above 1 is a month of its own (4 → 04). */
export function formatExpiry(typed: string): string {
  let digits = onlyDigits(typed, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export type ExpiryProblem = 'format' | 'past';

/** What is wrong with an expiry (MM/YY): not a month, or a month already over; undefined when fine. */
export function expiryProblem(expiry: string, now: Date): ExpiryProblem | undefined {
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry)) return 'format';
  return isExpired(expiry, now) ? 'past' : undefined;
}

/** The last four digits, the way a card is named once saved. */
export const lastFour = (digits: string) => digits.slice(-4);

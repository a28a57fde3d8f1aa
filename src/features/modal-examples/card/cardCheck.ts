import { cardBrand, cvvLength, expiryProblem, formatExpiry, isValidCardNumber } from './cardNumber';

/** A card as its form keeps it: the number, expiry and code as digits, the name as typed. */
export type CardValues = { number: string; name: string; expiry: string; cvv: string };

export type CardProblem = 'required' | 'cardNumber' | 'tooLong' | 'expiry' | 'expiryPast' | 'cvv3' | 'cvv4';

export const emptyCard: CardValues = { number: '', name: '', expiry: '', cvv: '' };

const NAME_MAX = 60;

/**
 * What is wrong with each field of a card, field by field (the form shows each at its field):
 * a number that fails its network's length or the Luhn check, an expiry that is not a month or is
 * over (the card works through the last day of its month), a code of the wrong length for the network.
 */
export function cardProblems(card: CardValues, now: Date): Partial<Record<keyof CardValues, CardProblem>> {
  const problems: Partial<Record<keyof CardValues, CardProblem>> = {};
  if (!card.number) problems.number = 'required';
  else if (!isValidCardNumber(card.number)) problems.number = 'cardNumber';
  const name = card.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length > NAME_MAX) problems.name = 'tooLong';
  if (!card.expiry) problems.expiry = 'required';
  else {
    const expiry = expiryProblem(formatExpiry(card.expiry), now);
    if (expiry) problems.expiry = expiry === 'past' ? 'expiryPast' : 'expiry';
  }
  const digits = cvvLength(cardBrand(card.number));
  if (!card.cvv) problems.cvv = 'required';
  else if (!/^\d+$/.test(card.cvv) || card.cvv.length !== digits) problems.cvv = digits === 4 ? 'cvv4' : 'cvv3';
  return problems;
}

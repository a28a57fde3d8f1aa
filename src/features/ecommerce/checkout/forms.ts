import * as z from '@/lib/api/zod';
import { cardDigits, isExpired, passesLuhn } from '@/lib/api/checkoutRules';
import {
  addressTypes,
  patterns,
  paymentMethods,
  phoneDigits,
  type AddressBody,
  type PaymentBody,
} from '@/lib/api/schemas/checkout';

/**
 * The address and payment forms' rules: the demo server's (src/lib/api/schemas/checkout.ts), with
 * messages the forms translate (`checkout.errors.*`), so a shopper sees a problem before sending.
 * The server checks the same again and names the field it refuses.
 */
const required = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'checkout.errors.required'), z.maxLength(max, 'checkout.errors.tooLong'));

export const addressForm = z.object({
  fullName: required(100),
  phone: z
    .string()
    .check(
      z.trim(),
      z.regex(patterns.phone, { message: 'checkout.errors.phone', abort: true }),
      z.refine(phoneDigits, 'checkout.errors.phone'),
    ),
  address: required(200),
  town: required(100),
  state: required(100),
  postcode: z.string().check(z.trim(), z.regex(patterns.postcode, 'checkout.errors.postcode')),
  type: z.enum(addressTypes),
});
export type AddressFormValues = z.input<typeof addressForm>;
export const addressFields = ['fullName', 'phone', 'address', 'town', 'state', 'postcode', 'type'] as const;
export const blankAddress: AddressFormValues = {
  fullName: '',
  phone: '',
  address: '',
  town: '',
  state: '',
  postcode: '',
  type: 'home',
};

/** The expiry as the mask keeps it (`MMYY`, digits only) written as sent: `MM/YY`. */
export const expiryText = (digits: string) =>
  digits.length === 4 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;

/** One form for the three ways to pay; only the chosen one's fields are checked. `now` dates the expiry check. */
export const paymentForm = (now: () => Date = () => new Date()) =>
  z
    .object({
      method: z.enum(paymentMethods),
      /** Digits only, as the masks keep them (the card number, the expiry as `MMYY`, the CVV). */
      cardNumber: z.string(),
      nameOnCard: z.string().check(z.maxLength(100, 'checkout.errors.tooLong')),
      expiry: z.string(),
      cvv: z.string(),
      giftCode: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        if (values.method === 'card') {
          if (!passesLuhn(cardDigits(values.cardNumber))) problem('cardNumber', 'checkout.errors.cardNumber');
          if (!values.nameOnCard.trim()) problem('nameOnCard', 'checkout.errors.required');
          const expiry = expiryText(values.expiry);
          if (!patterns.expiry.test(expiry)) problem('expiry', 'checkout.errors.expiry');
          else if (isExpired(expiry, now())) problem('expiry', 'checkout.errors.expired');
          if (!patterns.cvv.test(values.cvv)) problem('cvv', 'checkout.errors.cvv');
        }
        if (values.method === 'giftCard' && !patterns.giftCode.test(values.giftCode.trim())) {
          problem('giftCode', 'checkout.errors.giftCode');
        }
      }),
    );
export type PaymentFormValues = z.input<ReturnType<typeof paymentForm>>;
export const paymentFields = ['method', 'cardNumber', 'nameOnCard', 'expiry', 'cvv', 'giftCode'] as const;
export const blankPayment: PaymentFormValues = {
  method: 'card',
  cardNumber: '',
  nameOnCard: '',
  expiry: '',
  cvv: '',
  giftCode: '',
};

/** What is sent for the chosen way to pay: the card number as digits, nothing of the other ways. */
export function paymentOf(values: PaymentFormValues): PaymentBody {
  switch (values.method) {
    case 'card':
      return {
        method: 'card',
        cardNumber: cardDigits(values.cardNumber),
        nameOnCard: values.nameOnCard.trim(),
        expiry: expiryText(values.expiry),
        cvv: values.cvv,
      };
    case 'giftCard':
      return { method: 'giftCard', giftCode: values.giftCode.trim() };
    default:
      return { method: 'cod' };
  }
}

/** An address as sent: trimmed. */
export const addressOf = (values: AddressFormValues): AddressBody => addressForm.parse(values);

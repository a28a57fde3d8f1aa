import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import type { DeliveryOption } from '@/lib/api/checkoutRules';
import type { Coupon, Order } from '@/lib/api/schemas/checkout';
import { blankAddress, blankPayment, type AddressFormValues, type PaymentFormValues } from './forms';

/** The address chosen: a saved one's id, or a new one typed into the form. */
export type AddressChoice = number | 'new';

/**
 * What the forms hold when their step is left, given back when it opens again: the steps mount one
 * at a time, and nothing typed may be lost by going back and forth.
 */
function draftStore() {
  let address: AddressFormValues = blankAddress;
  let payment: PaymentFormValues = blankPayment;
  return {
    address: () => address,
    payment: () => payment,
    keepAddress: (values: AddressFormValues) => {
      address = values;
    },
    keepPayment: (values: PaymentFormValues) => {
      payment = values;
    },
  };
}
export type Drafts = ReturnType<typeof draftStore>;

type CheckoutState = {
  /** Unset until the shopper picks: the first saved address counts as chosen. */
  choice: AddressChoice | undefined;
  choose: (choice: AddressChoice) => void;
  delivery: DeliveryOption;
  setDelivery: (option: DeliveryOption) => void;
  coupon: Coupon | undefined;
  setCoupon: (coupon: Coupon | undefined) => void;
  drafts: Drafts;
  /** The order placed: the confirmation shows it. */
  order: Order | undefined;
  setOrder: (order: Order) => void;
};

const Context = createContext<CheckoutState | null>(null);

/** The checkout's state, above the steps, so moving between them keeps every choice and value. */
export function CheckoutProvider({ children }: { children: ReactNode }) {
  const [choice, choose] = useState<AddressChoice>();
  const [delivery, setDelivery] = useState<DeliveryOption>('standard');
  const [coupon, setCoupon] = useState<Coupon>();
  const [order, setOrder] = useState<Order>();
  const [drafts] = useState(draftStore);
  const value = useMemo(
    () => ({ choice, choose, delivery, setDelivery, coupon, setCoupon, drafts, order, setOrder }),
    [choice, delivery, coupon, drafts, order],
  );
  return <Context value={value}>{children}</Context>;
}

export function useCheckout(): CheckoutState {
  const state = use(Context);
  if (!state) throw new Error('useCheckout needs a CheckoutProvider above it');
  return state;
}

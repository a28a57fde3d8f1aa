import { ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { Address, Order } from '@/lib/api/schemas/checkout';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { primaryLinkCss } from '@/ui/button/primaryLinkCss';
import { Card, CardBody } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { useCart } from '../api';
import { AddressStep } from './address/AddressStep';
import { useAddresses } from './api';
import { CartStep } from './cart/CartStep';
import { CheckoutProvider, useCheckout, type AddressChoice } from './CheckoutState';
import { Confirmation } from './Confirmation';
import { PaymentStep } from './payment/PaymentStep';
import { Stepper } from './Stepper';
import { parseStep, reachableStep, type Step } from './steps';

const ShopLink = styled(Link)`
  ${primaryLinkCss}
  display: inline-flex;
`;

/** The address in effect: the one picked if it is still saved, a new one, or else the first saved. */
function effectiveChoice(choice: AddressChoice | undefined, saved: readonly Address[]): AddressChoice {
  if (choice === 'new' || saved.some((address) => address.id === choice)) return choice!;
  return saved[0]?.id ?? 'new';
}

/**
 * `/apps/ecommerce/checkout`: the cart, the address and the payment as three steps named in the URL
 * (`?step=address`); a step opens only when those before it are complete. The choices and what was
 * typed live above the steps, so going back and forth loses nothing. Placing the order shows its
 * confirmation, and the navbar's cart empties with the cart.
 */
export function CheckoutPage() {
  return (
    <CheckoutProvider>
      <Checkout />
    </CheckoutProvider>
  );
}

function Checkout() {
  const { t } = useTranslation('ecommerce');
  const [params, setParams] = useSearchParams();
  const { choice, order, setOrder } = useCheckout();
  const asked = parseStep(params.get('step'));
  const cart = useCart();
  // Fetched on every step: whether a saved address completes the second step decides what the stepper opens.
  const addresses = useAddresses();
  const lines = cart.data?.products ?? [];
  const saved = addresses.data?.addresses ?? [];
  const chosen = effectiveChoice(choice, saved);
  const loading = cart.isPending || (asked !== 'cart' && addresses.isPending);
  const step = reachableStep(asked, { cart: lines.length > 0, address: typeof chosen === 'number' });

  // Asked for a step that cannot open yet (or one we do not know): the URL says the step shown.
  const named = params.get('step');
  useEffect(() => {
    if (!order && !loading && named !== null && named !== step) setParams({ step }, { replace: true });
  }, [order, loading, named, step, setParams]);

  const goTo = (next: Step) => setParams({ step: next });
  const placed = (done: Order) => {
    setOrder(done);
    setParams({ order: done.number }, { replace: true });
  };
  const address = saved.find((a) => a.id === chosen);

  let content;
  if (order) content = <Confirmation order={order} />;
  else if (cart.isError) content = <LoadError title={t('checkout.loadError')} query={cart} />;
  else if (asked !== 'cart' && addresses.isError)
    content = <LoadError title={t('checkout.address.loadError')} query={addresses} />;
  else if (loading) content = <LoadingStatus />;
  else if (lines.length === 0)
    content = (
      <Card>
        <CardBody>
          <EmptyState
            titleAs="h2"
            icon={<ShoppingBag />}
            title={t('checkout.empty.title')}
            description={t('checkout.empty.text')}
            action={<ShopLink to="/apps/ecommerce/shop">{t('checkout.empty.shop')}</ShopLink>}
          />
        </CardBody>
      </Card>
    );
  else
    content = (
      <>
        <Stepper current={step} progress={{ cart: true, address: typeof chosen === 'number' }} />
        {step === 'cart' ? <CartStep lines={lines} onContinue={() => goTo('address')} /> : null}
        {step === 'address' ? (
          <AddressStep lines={lines} addresses={saved} chosen={chosen} onContinue={() => goTo('payment')} />
        ) : null}
        {step === 'payment' && address ? <PaymentStep lines={lines} address={address} onPlaced={placed} /> : null}
      </>
    );

  return (
    <PageStack>
      <PageHeader title={t('checkout.title')} description={t('checkout.description')} />
      {content}
    </PageStack>
  );
}

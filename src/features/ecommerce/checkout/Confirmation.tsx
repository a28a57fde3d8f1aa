import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { toCents } from '@/lib/api/invoiceTotals';
import type { Order } from '@/lib/api/schemas/checkout';
import { useFormat } from '@/lib/format';
import { primaryLinkCss } from '@/ui/button/primaryLinkCss';
import { Card, CardBody } from '@/ui/card/Card';
import { AddressText } from './AddressText';
import { PriceFigures } from './PriceFigures';
import { Columns, Stack } from './styles';

const Thanks = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--space-2);
  text-align: center;
  h2 {
    margin: 0;
    font-size: var(--fs-xl);
    color: var(--c-heading);
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
  svg {
    inline-size: 2.5rem;
    block-size: 2.5rem;
    color: var(--c-primary-text);
  }
`;

const Facts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: var(--space-5);
  h3 {
    margin: 0 0 var(--space-2);
    font-size: var(--fs-base);
    color: var(--c-heading);
  }
  p {
    margin: 0;
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: var(--space-3);
    overflow-wrap: anywhere;
  }
  /* The price stays whole; the name wraps. */
  li > :last-child {
    flex: none;
    white-space: nowrap;
  }
`;

const ShopLink = styled(Link)`
  ${primaryLinkCss}
  display: inline-flex;
`;

/** The order placed: its number, where and when it arrives, how it is paid, its lines and totals. */
export function Confirmation({ order }: { order: Order }) {
  const { t } = useTranslation('ecommerce');
  const format = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the shopper's last press: reading goes on from the news.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const totals = order.totals;
  const details = {
    subtotal: toCents(totals.subtotal),
    discount: toCents(totals.discount),
    coupon: toCents(totals.coupon),
    delivery: toCents(totals.delivery),
    total: toCents(totals.total),
  };
  const count = order.items.reduce((sum, line) => sum + line.qty, 0);
  const payment = t(`checkout.payment.${order.payment.method}`);

  return (
    <Columns>
      <Stack>
        <Card>
          <CardBody>
            <Thanks>
              <PartyPopper aria-hidden />
              <h2 ref={heading} tabIndex={-1}>
                {t('checkout.done.title')}
              </h2>
              <p>{t('checkout.done.number', { number: order.number })}</p>
              <p>{t('checkout.done.arrives', { date: format.date(order.deliveryDate, { dateStyle: 'full' }) })}</p>
            </Thanks>
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <Facts>
              <section>
                <h3>{t('checkout.payment.deliverTo')}</h3>
                <AddressText address={order.address} />
              </section>
              <section>
                <h3>{t('checkout.done.payment')}</h3>
                <p>
                  {order.payment.last4
                    ? t('checkout.done.paidWith', { method: payment, last4: order.payment.last4 })
                    : payment}
                </p>
              </section>
              <section>
                <h3>{t('checkout.delivery.title')}</h3>
                <p>{t(`checkout.delivery.${order.delivery}`)}</p>
              </section>
            </Facts>
          </CardBody>
        </Card>
      </Stack>
      <Stack as="aside" aria-label={t('checkout.price.summary')}>
        <Card title={t('checkout.done.items')}>
          <CardBody>
            <Lines>
              {order.items.map((line) => (
                <li key={line.productId}>
                  <span>{t('checkout.done.line', { name: line.name, qty: line.qty })}</span>
                  <span>{format.money((toCents(line.price) * line.qty) / 100)}</span>
                </li>
              ))}
            </Lines>
          </CardBody>
        </Card>
        <Card title={t('checkout.price.title')}>
          <CardBody>
            <PriceFigures details={details} count={count} delivery={order.delivery} couponCode={order.coupon?.code} />
          </CardBody>
        </Card>
        <ShopLink to="/apps/ecommerce/shop">{t('checkout.done.shop')}</ShopLink>
      </Stack>
    </Columns>
  );
}

import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import styled from 'styled-components';
import type { PricingData } from '@/lib/api/schemas/pricing';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { Badge } from '@/ui/badge/Badge';
import { Disclosure } from '@/ui/disclosure/Disclosure';
import { Switch } from '@/ui/switch/Switch';
import { usePricing } from '../api';
import { publicUrl } from '@/lib/publicUrl';

const Page = styled.div`
  display: grid;
  /* minmax(0, …): a wide row (the category tabs) scrolls inside instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-6);
`;

const Intro = styled.header`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  text-align: center;
  h1 {
    margin: 0;
    font-size: var(--fs-xxl);
    color: var(--c-heading);
  }
  p {
    margin: 0;
    max-inline-size: 40rem;
  }
`;

const Billing = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
`;

const Plans = styled.ul`
  display: grid;
  gap: var(--space-5);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Plan = styled.li<{ $popular: boolean }>`
  position: relative;
  display: grid;
  align-content: start;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-6) var(--space-5);
  background: var(--c-card);
  border: ${(p) => (p.$popular ? '1px solid var(--c-primary)' : 'var(--card-border)')};
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
  text-align: center;
  img {
    inline-size: 8rem;
    block-size: auto;
  }
  h2 {
    margin: 0;
    font-size: var(--fs-xl);
    color: var(--c-heading);
  }
  p {
    margin: 0;
  }
`;

const Popular = styled(Badge)`
  position: absolute;
  inset-block-start: var(--space-4);
  inset-inline-end: var(--space-4);
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: var(--space-1);
  color: var(--c-muted);
  strong {
    font-size: 2.75rem;
    line-height: 1;
    color: var(--c-primary-text);
  }
`;

const Benefits = styled.ul`
  display: grid;
  gap: var(--space-2);
  justify-self: stretch;
  margin: var(--space-2) 0 0;
  padding: 0;
  list-style: none;
  text-align: start;
  li {
    display: flex;
    gap: var(--space-2);
  }
  svg {
    flex: none;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    color: var(--c-success-text);
  }
`;

const Faq = styled.section`
  display: grid;
  gap: var(--space-3);
  max-inline-size: 48rem;
  inline-size: 100%;
  justify-self: center;
  h2 {
    margin: 0;
    text-align: center;
    font-size: var(--fs-xl);
    color: var(--c-heading);
  }
`;

const planKeys = ['basicPlan', 'standardPlan', 'enterprisePlan'] as const;

/** The largest saving a yearly plan gives over paying monthly, in whole percent (the demo data's prices: 19). */
export const yearlySaving = (data: PricingData) =>
  Math.max(
    0,
    ...planKeys.map((key) => {
      const plan = data[key];
      return plan.monthlyPrice > 0 ? Math.round((1 - plan.yearlyPlan.perMonth / plan.monthlyPrice) * 100) : 0;
    }),
  );

/** `/pages/pricing` (docs/demo-api.md): Basic, Standard and Enterprise, paid monthly or yearly, and the questions people ask. */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  const pricing = usePricing();
  const [yearly, setYearly] = useState(false);
  const format = useFormat();
  const money = (n: number) => format.money(n, { maximumFractionDigits: 0 });

  return (
    <Page>
      <Intro>
        <h1>{t('pricing.title')}</h1>
        <p>{t('pricing.lead')}</p>
        {pricing.data ? (
          <Billing>
            <span aria-hidden>{t('pricing.monthly')}</span>
            <Switch label={t('pricing.yearly')} checked={yearly} onCheckedChange={setYearly} />
            <Badge tone="success">{t('pricing.save', { percent: yearlySaving(pricing.data) })}</Badge>
          </Billing>
        ) : null}
      </Intro>
      {pricing.isPending ? (
        <LoadingStatus style={{ textAlign: 'center' }} />
      ) : pricing.isError ? (
        <LoadError title={t('pricing.error')} query={pricing} />
      ) : (
        <>
          <Plans aria-label={t('pricing.plans')}>
            {planKeys.map((key) => {
              const plan = pricing.data[key];
              const perMonth = yearly ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
              return (
                <Plan key={key} $popular={plan.popular} aria-labelledby={`plan-${key}`}>
                  {plan.popular ? <Popular tone="primary">{t('pricing.popular')}</Popular> : null}
                  <img src={publicUrl(plan.img)} alt="" width={128} height={128} />
                  <h2 id={`plan-${key}`}>{plan.title}</h2>
                  <p>{plan.subtitle}</p>
                  <Price>
                    <strong>{money(perMonth)}</strong>
                    <span>{t('pricing.perMonth')}</span>
                  </Price>
                  {yearly && plan.yearlyPlan.totalAnnual > 0 ? (
                    <p>{t('pricing.perYear', { amount: money(plan.yearlyPlan.totalAnnual) })}</p>
                  ) : null}
                  <Benefits aria-label={t('pricing.benefits', { plan: plan.title })}>
                    {plan.planBenefits.map((benefit) => (
                      <li key={benefit}>
                        <Check aria-hidden />
                        {benefit}
                      </li>
                    ))}
                  </Benefits>
                </Plan>
              );
            })}
          </Plans>
          <Faq aria-labelledby="pricing-faq">
            <h2 id="pricing-faq">{t('pricing.faq')}</h2>
            {pricing.data.qandA.map((entry) => (
              <Disclosure key={entry.question} summary={entry.question}>
                <p>{entry.ans}</p>
              </Disclosure>
            ))}
          </Faq>
        </>
      )}
    </Page>
  );
}

import {
  CircleHelp,
  CirclePlay,
  Code,
  CreditCard,
  Mail,
  Phone,
  Scale,
  Search,
  Settings,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDebouncedValue } from '@/lib/hooks/useDebouncedValue';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { Disclosure } from '@/ui/disclosure/Disclosure';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { Input } from '@/ui/input/Input';
import { Tabs } from '@/ui/tabs/Tabs';
import { useFaq } from '../api';

const Page = styled.div`
  display: grid;
  /* minmax(0, …): a wide row (the category tabs) scrolls inside instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-6);
`;

const Hero = styled.header`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-6) var(--space-5);
  border-radius: var(--radius-lg);
  background: var(--c-primary-tint);
  text-align: center;
  h1 {
    margin: 0;
    font-size: var(--fs-xxl);
    color: var(--c-primary-text);
  }
  p {
    margin: 0;
    color: var(--c-heading);
  }
`;

const SearchBox = styled.div`
  position: relative;
  inline-size: min(100%, 34rem);
  svg {
    position: absolute;
    inset-block: 0;
    inset-inline-start: var(--space-3);
    margin-block: auto;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    color: var(--c-muted);
  }
  input {
    padding-inline-start: 2.5rem;
  }
`;

const Questions = styled.div`
  display: grid;
  gap: var(--space-3);
  h2 {
    margin: 0;
    font-size: var(--fs-lg);
    color: var(--c-heading);
  }
`;

const Contact = styled.section`
  display: grid;
  justify-items: center;
  gap: var(--space-4);
  text-align: center;
  h2 {
    margin: 0;
    font-size: var(--fs-xl);
    color: var(--c-heading);
  }
  p {
    margin: 0;
  }
  ul {
    display: grid;
    gap: var(--space-4);
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
    inline-size: min(100%, 40rem);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    justify-items: center;
    gap: var(--space-2);
    padding: var(--space-5);
    background: var(--c-card);
    border: var(--card-border);
    border-radius: var(--radius-md);
    box-shadow: var(--shadow);
  }
  li svg {
    inline-size: 1.5rem;
    block-size: 1.5rem;
    color: var(--c-primary-text);
  }
  li a {
    font-size: var(--fs-lg);
    font-weight: var(--fw-medium);
  }
`;

/** FAQ categories name a lucide icon (docs/demo-api.md); the ones the demo data uses. */
const icons: Record<string, LucideIcon> = {
  'circle-play': CirclePlay,
  settings: Settings,
  'credit-card': CreditCard,
  code: Code,
  scale: Scale,
  smartphone: Smartphone,
};

/** `/pages/faq` (docs/demo-api.md): the questions by category, searched on the server as the visitor types. */
export function FaqPage() {
  const { t } = useTranslation('faq');
  const [q, setQ] = useState('');
  const query = useDebouncedValue(q.trim());
  const faq = useFaq(query);
  const [selected, setSelected] = useState<string>();
  const categories = Object.entries(faq.data ?? {});
  const active = categories.some(([slug]) => slug === selected) ? selected : categories[0]?.[0];

  return (
    <Page>
      <Hero>
        <h1>{t('faq.title')}</h1>
        <p>{t('faq.lead')}</p>
        <SearchBox role="search">
          <Search aria-hidden />
          <Input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t('faq.searchPlaceholder')}
            aria-label={t('faq.search')}
            maxLength={200}
          />
        </SearchBox>
      </Hero>
      {faq.isPending ? (
        <LoadingStatus style={{ textAlign: 'center' }} />
      ) : faq.isError ? (
        <LoadError title={t('faq.error')} query={faq} />
      ) : categories.length === 0 ? (
        <EmptyState titleAs="h2" title={t('faq.noMatch', { q: query })} description={t('faq.noMatchHint')} />
      ) : (
        <div aria-busy={faq.isFetching}>
          <Tabs
            label={t('faq.categories')}
            value={active}
            onValueChange={setSelected}
            items={categories.map(([slug, category]) => {
              const Icon = icons[category.icon] ?? CircleHelp;
              return {
                value: slug,
                label: category.title,
                icon: <Icon aria-hidden size={18} />,
                content: (
                  <Questions>
                    <h2>{category.title}</h2>
                    <p>{category.subtitle}</p>
                    {category.qandA.map((entry) => (
                      <Disclosure key={entry.question} summary={entry.question} open={query.length > 0}>
                        <p>{entry.ans}</p>
                      </Disclosure>
                    ))}
                  </Questions>
                ),
              };
            })}
          />
        </div>
      )}
      <Contact aria-labelledby="faq-contact">
        <h2 id="faq-contact">{t('faq.stillTitle')}</h2>
        <p>{t('faq.stillLead')}</p>
        <ul>
          <li>
            <Phone aria-hidden />
            <a href="tel:+15550123456">+1 (555) 012 3456</a>
            <span>{t('faq.phoneHint')}</span>
          </li>
          <li>
            <Mail aria-hidden />
            <a href="mailto:help@atrium.example">help@atrium.example</a>
            <span>{t('faq.emailHint')}</span>
          </li>
        </ul>
      </Contact>
    </Page>
  );
}

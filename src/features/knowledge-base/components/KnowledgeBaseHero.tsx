import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Input } from '@/ui/input/Input';

const Hero = styled.header`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-7, var(--space-6)) var(--space-4);
  border-radius: var(--radius-lg);
  background: linear-gradient(135deg, var(--c-primary-tint), var(--c-card));
  border: var(--card-border);
  text-align: center;
  > h1 {
    margin: 0;
    font-size: var(--fs-xxl);
    color: var(--c-primary-text);
  }
  > p {
    margin: 0;
    max-inline-size: 36rem;
    color: var(--c-heading);
  }
`;

/** The search box with its magnifier inside, at the start of the line (the end in RTL is the start). */
const Box = styled.div`
  position: relative;
  inline-size: min(100%, 36rem);
  > svg {
    position: absolute;
    inset-block: 0;
    inset-inline-start: var(--space-3);
    margin-block: auto;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    color: var(--c-muted);
    pointer-events: none;
  }
  > input {
    padding-inline-start: 2.5rem;
  }
`;

type Props = { value: string; onChange: (value: string) => void };

/** The knowledge base's heading and its search over the articles' titles. */
export function KnowledgeBaseHero({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Hero>
      <h1>{t('knowledgeBase.heroTitle')}</h1>
      <p>{t('knowledgeBase.heroLead')}</p>
      <Box role="search">
        <Search aria-hidden />
        <Input
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('knowledgeBase.searchPlaceholder')}
          aria-label={t('knowledgeBase.search')}
          maxLength={200}
        />
      </Box>
    </Hero>
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SearchInput } from '@/ui/input/SearchInput';

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

/** The kit's search box, as wide as the hero's text. */
const Find = styled.div`
  inline-size: min(100%, 36rem);
  > label {
    inline-size: 100%;
  }
`;

type Props = { value: string; onChange: (value: string) => void };

/** The knowledge base's heading and its search over the articles' titles. */
export function KnowledgeBaseHero({ value, onChange }: Props) {
  const { t } = useTranslation('knowledge-base');
  return (
    <Hero>
      <h1>{t('knowledgeBase.heroTitle')}</h1>
      <p>{t('knowledgeBase.heroLead')}</p>
      <Find role="search">
        <SearchInput
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('knowledgeBase.searchPlaceholder')}
          label={t('knowledgeBase.search')}
          maxLength={200}
        />
      </Find>
    </Hero>
  );
}

import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Stars = styled.span`
  display: inline-flex;
  gap: 0.125rem;
  svg {
    inline-size: 1rem;
    block-size: 1rem;
    color: var(--c-border);
    fill: currentColor;
  }
  svg[data-on] {
    color: var(--c-warning);
  }
`;

/** A product's rating as five stars, read as "Rated 4 out of 5". */
export function Rating({ value }: { value: number }) {
  const { t } = useTranslation('shell');
  return (
    <Stars role="img" aria-label={t('shop.rated', { rating: value, max: 5 })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden data-on={star <= value || undefined} />
      ))}
    </Stars>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { KnowledgeBaseCard } from '@/lib/api/schemas/faq';
import { categoryPath } from '../place';
import { publicUrl } from '@/lib/publicUrl';

const Grid = styled.ul`
  display: grid;
  gap: var(--space-5);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One card, clickable all over: the title's link stretches across it (one link, one tab stop). */
const Topic = styled.li`
  position: relative;
  display: grid;
  justify-items: center;
  gap: var(--space-2);
  padding: var(--space-5);
  background: var(--c-card);
  border: var(--card-border);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow);
  align-content: start;
  text-align: center;
  transition: transform 0.15s ease;
  &:hover,
  &:focus-within {
    transform: translateY(-2px);
  }
  img {
    inline-size: 100%;
    max-inline-size: 10rem;
    block-size: 7rem;
    object-fit: contain;
  }
  h2 {
    margin: 0;
    font-size: var(--fs-lg);
  }
  a {
    color: var(--c-heading);
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  a:focus-visible {
    outline: none;
  }
  &:has(a:focus-visible) {
    outline: 2px solid var(--c-primary);
    outline-offset: 2px;
  }
  p {
    margin: 0;
    color: var(--c-text);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The six topics of the knowledge base, each leading to its articles. */
export function TopicCards({ cards }: { cards: KnowledgeBaseCard[] }) {
  const { t } = useTranslation('knowledge-base');
  return (
    <Grid aria-label={t('knowledgeBase.topics')}>
      {cards.map((card) => (
        <Topic key={card.id}>
          <img src={publicUrl(card.img)} alt="" />
          <h2>
            <Link to={categoryPath(card.category)} dir="auto">
              {card.title}
            </Link>
          </h2>
          <p dir="auto">{card.desc}</p>
        </Topic>
      ))}
    </Grid>
  );
}

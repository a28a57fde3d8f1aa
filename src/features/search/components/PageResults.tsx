import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SearchResult } from '../filterSearch';
import { pageIcon } from '../pageIcons';

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-md);
  cursor: pointer;
  color: var(--c-heading);
  svg {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    color: var(--c-muted);
  }
  &[aria-selected='true'] {
    background: var(--c-primary-tint);
    color: var(--c-primary-text);
  }
`;

type Props = {
  pages: SearchResult[];
  /** The listbox's id, which the search box controls; the group's heading and options derive theirs from it. */
  listId: string;
  activeIndex: number;
  optionId: (index: number) => string;
  /** The pointer moved over a page: it becomes the active one. */
  onPoint: (index: number) => void;
  /** A page was clicked: open it. */
  onChoose: (index: number) => void;
};

/**
 * The pages that match, as the listbox the search box drives: the active option is the search box's
 * `aria-activedescendant`, so the focus stays in the box while the arrow keys move through them.
 */
export function PageResults({ pages, listId, activeIndex, optionId, onPoint, onChoose }: Props) {
  const { t } = useTranslation('shell');
  return (
    <div hidden={pages.length === 0}>
      <h3 id={`${listId}-pages`}>{t('search.pages')}</h3>
      <ul role="listbox" id={listId} aria-labelledby={`${listId}-pages`}>
        {pages.map((result, index) => {
          if (result.kind !== 'page') return null;
          const Icon = pageIcon(result.item.icon);
          return (
            <Option
              key={result.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onMouseMove={() => onPoint(index)}
              onClick={() => onChoose(index)}
            >
              <Icon aria-hidden />
              {result.item.title}
            </Option>
          );
        })}
      </ul>
    </div>
  );
}

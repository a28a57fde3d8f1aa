import { Search } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-2);
  border: 0;
  border-radius: var(--radius-md);
  background: none;
  color: var(--c-muted);
  font: inherit;
  cursor: pointer;
  &:hover {
    color: var(--c-heading);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
  svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
  kbd {
    font-size: var(--fs-xs);
    padding: 0 var(--space-1);
    border: 1px solid var(--c-border);
    border-radius: var(--radius-sm);
  }
  /* On a phone only the icon shows; the word stays for screen readers (the button's name). */
  @media (max-width: 36em) {
    span {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    kbd {
      display: none;
    }
  }
`;

/**
 * The navbar's search button, with its shortcut. It takes the props the modal gives its trigger
 * (Radix's, or the stand-in's before the modal's code has loaded) and passes them to the button.
 */
export function SearchTrigger(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  return (
    <Trigger type="button" aria-keyshortcuts="Control+K Meta+K" {...props}>
      <Search aria-hidden />
      <span>{t('search.open')}</span>
      <kbd aria-hidden>Ctrl K</kbd>
    </Trigger>
  );
}

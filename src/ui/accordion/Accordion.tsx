import { ChevronDown } from 'lucide-react';
import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';

export type AccordionItem = {
  /** Names the item in `value` and `defaultValue`. */
  value: string;
  /** The header's words: a question, a section's name. */
  title: ReactNode;
  content: ReactNode;
  /** Drawn before the title (give it `aria-hidden`: the title names the item). */
  icon?: ReactNode;
  disabled?: boolean;
};

export type AccordionVariant = 'joined' | 'separated' | 'flush';

/** Which items are open: one value or several (a single accordion takes the first). */
type Open = string | string[];

export type AccordionProps = {
  items: AccordionItem[];
  /** `single`: one item open at a time (the default); `multiple`: any number at once. */
  type?: 'single' | 'multiple';
  /** A single accordion's open item closes again from its own header (otherwise one always stays open). */
  collapsible?: boolean;
  /** Open to begin with. */
  defaultValue?: Open;
  /** Open now (controlled, with `onValueChange`). */
  value?: Open;
  /** The items open after a header was pressed, as a list (empty when all are closed). */
  onValueChange?: (value: string[]) => void;
  /** `joined`: one surface, items divided by lines; `separated`: a card per item; `flush`: no surface, for inside a card. */
  variant?: AccordionVariant;
  /** The level of the headers' headings, to fit the page outline (3 by default). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
};

const many = (value: Open | undefined) => (value === undefined || Array.isArray(value) ? value : [value]);
const one = (value: Open | undefined) => (Array.isArray(value) ? (value[0] ?? '') : value);

const open = keyframes`
  from { block-size: 0; }
  to { block-size: var(--radix-accordion-content-height); }
`;
const close = keyframes`
  from { block-size: var(--radix-accordion-content-height); }
  to { block-size: 0; }
`;

const surface = css`
  background: var(--c-card);
  border: var(--card-border);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow);
`;

const Root = styled(RadixAccordion.Root)<{ $variant: AccordionVariant }>`
  display: grid;
  ${(p) => p.$variant === 'joined' && surface}
  ${(p) => p.$variant === 'separated' && 'gap: var(--space-3);'}
`;

const Item = styled(RadixAccordion.Item)<{ $variant: AccordionVariant }>`
  ${(p) =>
    p.$variant === 'separated'
      ? css`
          ${surface}
          transition: box-shadow var(--transition);
          &[data-state='open'] {
            box-shadow: var(--shadow-lg);
          }
        `
      : css`
          & + & {
            border-block-start: 1px solid var(--c-border);
          }
        `}
`;

const Heading = styled.h3`
  margin: 0;
  font-size: var(--fs-md);
  font-weight: var(--fw-medium);
`;

const Trigger = styled(RadixAccordion.Trigger)<{ $flush: boolean }>`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  inline-size: 100%;
  padding: var(--space-3) ${(p) => (p.$flush ? 0 : 'var(--space-5)')};
  border: 0;
  border-radius: var(--radius-md);
  background: transparent;
  color: var(--c-heading);
  font: inherit;
  text-align: start;
  cursor: pointer;
  svg {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
  > svg:last-child {
    margin-inline-start: auto;
    color: var(--c-muted);
    transition: transform var(--transition);
  }
  &[data-state='open'] {
    color: var(--c-primary-text);
  }
  &[data-state='open'] > svg:last-child {
    transform: rotate(180deg);
  }
  &:hover:not(:disabled) {
    color: var(--c-primary-text);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Content = styled(RadixAccordion.Content)<{ $flush: boolean }>`
  overflow: hidden;
  color: var(--c-text);
  &[data-state='open'] {
    animation: ${open} 0.25s ease-out;
  }
  &[data-state='closed'] {
    animation: ${close} 0.2s ease-out;
  }
  /* With reduced motion a panel shows and goes at once (no animation, not even a 0.01 ms one). */
  @media (prefers-reduced-motion: reduce) {
    &[data-state] {
      animation: none;
    }
  }
  > div {
    padding: 0 ${(p) => (p.$flush ? 0 : 'var(--space-5)')} var(--space-4);
  }
  > div > :first-child {
    margin-block-start: 0;
  }
  > div > :last-child {
    margin-block-end: 0;
  }
`;

/**
 * Sections that open under their headers (Radix Accordion, WAI-ARIA's accordion pattern): each header
 * a button in a heading, with `aria-expanded` and `aria-controls`; ArrowDown and ArrowUp move between
 * headers, Home and End go to the first and the last, disabled ones are skipped. A panel slides open
 * and shut, and appears at once with reduced motion.
 */
export function Accordion({
  items,
  type = 'single',
  collapsible = false,
  defaultValue,
  value,
  onValueChange,
  variant = 'joined',
  headingLevel = 3,
  className,
}: AccordionProps) {
  const flush = variant === 'flush';
  const heading = `h${headingLevel}` as const;
  const body = items.map((item) => (
    <Item key={item.value} value={item.value} disabled={item.disabled} $variant={variant}>
      <RadixAccordion.Header asChild>
        <Heading as={heading}>
          <Trigger $flush={flush}>
            {item.icon}
            <span>{item.title}</span>
            <ChevronDown aria-hidden />
          </Trigger>
        </Heading>
      </RadixAccordion.Header>
      <Content $flush={flush}>
        <div>{item.content}</div>
      </Content>
    </Item>
  ));
  return type === 'multiple' ? (
    <Root
      type="multiple"
      defaultValue={many(defaultValue)}
      value={many(value)}
      onValueChange={onValueChange}
      $variant={variant}
      className={className}
    >
      {body}
    </Root>
  ) : (
    <Root
      type="single"
      collapsible={collapsible}
      defaultValue={one(defaultValue)}
      value={one(value)}
      onValueChange={(open: string) => onValueChange?.(open ? [open] : [])}
      $variant={variant}
      className={className}
    >
      {body}
    </Root>
  );
}

import { RadioGroup } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export type Choice<V extends string> = {
  value: V;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Shown at the card's end (a price, a badge). */
  aside?: ReactNode;
};

type Props<V extends string> = {
  /** Names the group; hidden when the dialog's step heading already says it. */
  label: ReactNode;
  hideLabel?: boolean;
  choices: readonly Choice<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** Cards side by side on wide screens, one under another on narrow ones. */
  columns?: 1 | 3;
  /** Why the choice cannot be taken; read with the group. */
  error?: string;
};

const Legend = styled.span`
  display: block;
  margin-block-end: var(--space-2);
  font-size: var(--fs-sm);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
`;

const Root = styled(RadioGroup.Root)<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => (p.$columns === 1 ? '100%' : '11rem')}), 1fr));
  gap: var(--space-3);
`;

const Card = styled.div<{ $checked: boolean }>`
  position: relative;
  display: flex;
  gap: var(--space-3);
  align-items: flex-start;
  padding: var(--space-4);
  border: 1px solid ${(p) => (p.$checked ? 'var(--c-primary)' : 'var(--c-border)')};
  border-radius: var(--radius-md);
  background: ${(p) => (p.$checked ? 'var(--c-primary-tint)' : 'transparent')};
  transition: border-color var(--transition);
  &:hover {
    border-color: var(--c-primary);
  }
  &:focus-within {
    box-shadow: var(--focus-ring);
  }
  label {
    display: grid;
    flex: 1 1 auto;
    gap: var(--space-1);
    min-inline-size: 0;
    cursor: pointer;
    /* The whole card answers a click: the label stretches over it. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
  }
`;

const Head = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-1) var(--space-2);
  color: var(--c-heading);
  font-weight: var(--fw-medium);
`;

const Icon = styled.span`
  display: inline-flex;
  color: var(--c-primary-text);
  svg {
    inline-size: 1.5rem;
    block-size: 1.5rem;
  }
`;

const Error = styled.p`
  margin: var(--space-2) 0 0;
  color: var(--c-danger-text);
  font-size: var(--fs-sm);
`;

const Description = styled.span`
  color: var(--c-text);
  font-size: var(--fs-sm);
`;

const Dot = styled(RadioGroup.Item)`
  flex: none;
  inline-size: 1.125rem;
  block-size: 1.125rem;
  margin-block-start: 0.125rem;
  padding: 0;
  border: 1.5px solid var(--c-muted);
  border-radius: 50%;
  background: var(--c-input-bg);
  cursor: pointer;
  &:focus-visible {
    outline: none;
  }
  &[data-state='checked'] {
    border: 5px solid var(--c-primary);
  }
`;

/**
 * A single choice drawn as cards (a plan, a framework, a way to sign in): Radix's radio group, so
 * arrows move between the cards and Tab leaves the group; a click anywhere on a card chooses it.
 * Each radio is named by its card's title and described by the rest.
 */
export function ChoiceCards<V extends string>({
  label,
  hideLabel = false,
  choices,
  value,
  onValueChange,
  columns = 3,
  error,
}: Props<V>) {
  const id = useId();
  return (
    <div>
      <Legend id={`${id}-label`} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Legend>
      <Root
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        value={value}
        onValueChange={(next) => onValueChange(next as V)}
        $columns={columns}
      >
        {choices.map((choice) => {
          const item = `${id}-${choice.value}`;
          const more = [choice.aside && `${item}-aside`, choice.description && `${item}-more`].filter(Boolean);
          return (
            <Card key={choice.value} $checked={choice.value === value}>
              <Dot
                id={item}
                value={choice.value}
                aria-labelledby={`${item}-title`}
                aria-describedby={more.join(' ') || undefined}
              />
              <label htmlFor={item}>
                {choice.icon ? <Icon aria-hidden>{choice.icon}</Icon> : null}
                <Head>
                  <span id={`${item}-title`}>{choice.title}</span>
                  {choice.aside ? <span id={`${item}-aside`}>{choice.aside}</span> : null}
                </Head>
                {choice.description ? <Description id={`${item}-more`}>{choice.description}</Description> : null}
              </label>
            </Card>
          );
        })}
      </Root>
      {error ? (
        <Error id={`${id}-error`} role="alert">
          {error}
        </Error>
      ) : null}
    </div>
  );
}

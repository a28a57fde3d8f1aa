import { css } from 'styled-components';
import type { Tone } from '../theme/tokens';

/**
 * A choice drawn as a card (a Checkbox's or a radio option's `card` look): the control, its label and its
 * description in a bordered box that the label's click area covers whole, outlined in the tone when chosen.
 */
export const choiceCardCss = (tone: Tone) => css`
  position: relative;
  align-items: flex-start;
  gap: var(--space-3);
  padding: var(--space-4);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  background: var(--c-card);
  transition:
    border-color var(--transition),
    box-shadow var(--transition);
  > button {
    margin-block-start: 0.125rem;
  }
  label::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:has([data-state='checked']) {
    border-color: var(--c-${tone});
    box-shadow: inset 0 0 0 1px var(--c-${tone});
  }
  &:has(:focus-visible) {
    box-shadow: var(--focus-ring);
  }
  &:has(:disabled) {
    opacity: 0.6;
  }
`;

/** The label and description beside a choice. */
export const choiceTextCss = css`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  label {
    color: var(--c-heading);
    font-weight: var(--fw-medium);
    cursor: pointer;
  }
  small {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
`;

/** The problem with a choice (a required box left empty), under it, as a Field writes its error. */
export const choiceErrorCss = css`
  margin: var(--space-1) 0 0;
  font-size: var(--fs-sm);
  color: var(--c-danger-text);
`;

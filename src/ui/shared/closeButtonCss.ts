import { css } from 'styled-components';

/** The small icon-only close button of alerts, modals, offcanvas panels and popovers. */
export const closeButtonCss = (iconSize = '1.25rem') => css`
  display: inline-flex;
  flex-shrink: 0;
  padding: var(--space-1);
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--c-muted);
  cursor: pointer;
  svg {
    inline-size: ${iconSize};
    block-size: ${iconSize};
  }
  &:hover {
    background: var(--c-hover);
    color: var(--c-heading);
  }
`;

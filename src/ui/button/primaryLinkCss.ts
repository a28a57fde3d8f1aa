import { css } from 'styled-components';

/**
 * A link drawn as the primary button, for a router link that leads on (back home, sign in). The
 * kit stays router-free: a feature styles its own `Link` with this.
 */
export const primaryLinkCss = css`
  align-items: center;
  justify-content: center;
  padding: 0.5rem 1.25rem;
  border-radius: var(--radius-md);
  background: var(--c-primary);
  color: var(--c-primary-contrast);
  font-weight: var(--fw-medium);
  text-decoration: none;
  &:hover {
    filter: brightness(0.94);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
`;

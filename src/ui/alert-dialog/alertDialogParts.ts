import { AlertDialog as RadixAlert } from 'radix-ui';
import styled, { keyframes } from 'styled-components';
import { noMotion } from '../shared/noMotion';

/** The modal's own backdrop, drawn for the alert dialog (`<ModalOverlay as={RadixAlert.Overlay} />`). */
export { Overlay as ModalOverlay } from '../modal/RadixModal';

const rise = keyframes`from { opacity: 0; transform: translate(-50%, -46%); } to { opacity: 1; transform: translate(-50%, -50%); }`;

// The modal's own card (surface, radius, shadow, layer), laid out around a centred picture.
export const Content = styled(RadixAlert.Content)`
  position: fixed;
  z-index: 1060;
  inset-block-start: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  inline-size: min(26rem, calc(100vw - 2rem));
  max-block-size: calc(100dvh - 2rem);
  overflow-y: auto;
  padding: var(--space-6) var(--space-5) var(--space-5);
  background: var(--c-raised);
  color: var(--c-text);
  text-align: center;
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow-lg);
  animation: ${rise} 0.2s ease-out;
  ${noMotion}
  &:focus {
    outline: none;
  }
  > form {
    display: grid;
    gap: var(--space-3);
    justify-self: stretch;
    text-align: start;
  }
`;

export const Title = styled(RadixAlert.Title)`
  margin: 0;
  font-size: var(--fs-xl);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
`;

export const Description = styled(RadixAlert.Description)`
  margin: 0;
  color: var(--c-muted);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-2);
  margin-block-start: var(--space-2);
`;

export const Countdown = styled.div`
  display: grid;
  gap: var(--space-1);
  justify-self: stretch;
  font-size: var(--fs-sm);
  color: var(--c-muted);
`;

export const Track = styled.div`
  block-size: 0.25rem;
  border-radius: var(--radius-pill, 999px);
  background: var(--c-hover);
  overflow: hidden;
  > div {
    block-size: 100%;
    background: var(--c-primary);
    transform-origin: left;
    transition: transform 1s linear;
    [dir='rtl'] & {
      transform-origin: right;
    }
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  }
`;

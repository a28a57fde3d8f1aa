import styled, { keyframes } from 'styled-components';
import { Logo } from '@/ui/logo/Logo';
import { Spinner } from '@/ui/spinner/Spinner';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--space-5);
  background: var(--c-body);
  /* Short waits show nothing; only a real wait shows the logo. While the app boots, index.html has
     shown this screen already (see boot.ts): it stays as it is. */
  animation: ${fadeIn} 0.3s ease 0.15s both;
  html.booting & {
    animation: none;
  }
`;

/** The app-wide Suspense fallback: the logo over a spinner. */
export function FullPageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Screen>
      <Logo size={56} />
      <Spinner tone="primary" label={label} />
    </Screen>
  );
}

import { Tooltip as RadixTooltip } from 'radix-ui';
import type { Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { noMotion } from '../shared/noMotion';
import type { TooltipProps } from './Tooltip';

const show = keyframes`from { opacity: 0; transform: scale(0.96); } to { opacity: 1; transform: none; }`;

const Content = styled(RadixTooltip.Content)`
  z-index: 1200;
  max-inline-size: 16rem;
  padding: 0.375rem 0.625rem;
  font-size: var(--fs-sm);
  line-height: 1.4;
  color: #fff;
  background: #2f2b3d;
  border-radius: var(--radius-sm);
  box-shadow: var(--shadow);
  animation: ${show} 0.12s ease-out;
  ${noMotion}
  [data-skin='dark'] & {
    background: #e1e3f3;
    color: #2f2b3d;
  }
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: #2f2b3d;
  [data-skin='dark'] & {
    fill: #e1e3f3;
  }
`;

/** The tooltip itself, loaded with its first use (`./Tooltip`). */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration = 200,
  open,
  defaultOpen,
  triggerRef,
}: TooltipProps & { triggerRef?: Ref<HTMLElement> }) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content side={side} sideOffset={6} collisionPadding={8}>
            {content}
            <Arrow />
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

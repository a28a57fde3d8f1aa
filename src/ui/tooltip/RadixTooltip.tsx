import { Tooltip as RadixTooltip } from 'radix-ui';
import { useRef, useState, type Ref } from 'react';
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
  const [shown, setShown] = useState(defaultOpen ?? false);
  // Whether the control has the focus, and whether the person has just sent the tooltip away.
  const focused = useRef(false);
  const dismissed = useRef(false);
  const onOpenChange = (next: boolean) => {
    // Radix closes a tooltip when the page scrolls, and tabbing to a control below the fold scrolls
    // the page to it: the tooltip that focus opened closed at once (radix-ui/primitives#1944). While
    // its control has the focus, the tooltip goes when the person sends it away: Escape, a press, or
    // the focus moving on.
    if (!next && focused.current && !dismissed.current) return;
    dismissed.current = false;
    setShown(next);
  };
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open ?? shown} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger
          asChild
          ref={triggerRef as Ref<HTMLButtonElement>}
          onFocus={() => {
            focused.current = true;
          }}
          onBlur={() => {
            focused.current = false;
          }}
          onPointerDown={() => {
            dismissed.current = true;
          }}
        >
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            onEscapeKeyDown={() => {
              dismissed.current = true;
            }}
          >
            {content}
            <Arrow />
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

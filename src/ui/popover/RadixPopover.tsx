import { X } from 'lucide-react';
import { Popover as RadixPopover } from 'radix-ui';
import type { ComponentProps, ReactElement, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { closeButtonCss } from '../shared/closeButtonCss';
import type { TriggerRefProp } from '../shared/lazyOverlay';
import { useKitLabels } from '../shared/kitLabels';

const Content = styled(RadixPopover.Content)`
  z-index: 1100;
  inline-size: min(20rem, calc(100vw - 1rem));
  background: var(--c-raised);
  color: var(--c-text);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-lg);
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  padding: var(--space-3) var(--space-4);
  border-block-end: 1px solid var(--c-border);
  h3 {
    margin: 0;
    font-size: var(--fs-md);
    font-weight: var(--fw-semibold);
  }
`;

const Body = styled.div`
  padding: var(--space-3) var(--space-4);
`;

const Close = styled(RadixPopover.Close)`
  ${closeButtonCss('1rem')}
`;

const Arrow = styled(RadixPopover.Arrow)`
  fill: var(--c-raised);
`;

export type PopoverProps = ComponentProps<typeof RadixPopover.Root> & {
  title?: ReactNode;
  trigger: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  children: ReactNode;
};

/** The popover itself, loaded with its first use (`./Popover`). */
export function Popover({
  title,
  trigger,
  side = 'bottom',
  children,
  triggerRef,
  ...root
}: PopoverProps & TriggerRefProp) {
  const labels = useKitLabels();
  return (
    <RadixPopover.Root {...root}>
      <RadixPopover.Trigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <Content
          side={side}
          sideOffset={8}
          collisionPadding={8}
          aria-label={typeof title === 'string' ? title : undefined}
        >
          {title != null && (
            <Header>
              <h3>{title}</h3>
              <Close aria-label={labels.close}>
                <X aria-hidden />
              </Close>
            </Header>
          )}
          <Body>{children}</Body>
          <Arrow />
        </Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

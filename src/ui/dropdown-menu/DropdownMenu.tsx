import { Check } from 'lucide-react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { menuItemCss, menuSurfaceCss } from '../shared/menuCss';

const Content = styled(RadixMenu.Content)`
  ${menuSurfaceCss}
`;
const StyledItem = styled(RadixMenu.Item)<{ $danger?: boolean }>`
  ${menuItemCss}
  ${(p) =>
    p.$danger &&
    css`
      color: var(--c-danger-text);
      &[data-highlighted] {
        background: var(--c-danger-tint);
        color: var(--c-danger-text);
      }
    `}
`;
const StyledCheckItem = styled(RadixMenu.CheckboxItem)`
  ${menuItemCss} padding-inline-start: 2rem;
`;
const StyledRadioItem = styled(RadixMenu.RadioItem)`
  ${menuItemCss} padding-inline-start: 2rem;
`;
const ItemIndicator = styled(RadixMenu.ItemIndicator)`
  position: absolute;
  inset-inline-start: 0.625rem;
  display: inline-flex;
`;
export const DropdownMenuLabel = styled(RadixMenu.Label)`
  padding: 0.375rem 0.75rem;
  font-size: var(--fs-xs);
  font-weight: var(--fw-semibold);
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: var(--c-muted);
`;
export const DropdownMenuSeparator = styled(RadixMenu.Separator)`
  block-size: 1px;
  margin: var(--space-1) 0;
  background: var(--c-border);
`;

export type DropdownMenuProps = ComponentProps<typeof RadixMenu.Root> & {
  /** The element that opens the menu: a Button (it receives the open state). */
  trigger: ReactNode;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'bottom' | 'left' | 'right';
  children: ReactNode;
};

/** A menu of actions; arrow keys move, Enter chooses, Escape closes (Radix DropdownMenu). */
export function DropdownMenu({ trigger, align = 'end', side = 'bottom', children, ...root }: DropdownMenuProps) {
  return (
    <RadixMenu.Root {...root}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <Content align={align} side={side} sideOffset={6} collisionPadding={8}>
          {children}
        </Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

type ItemProps = ComponentProps<typeof RadixMenu.Item> & { icon?: ReactNode; danger?: boolean };

export function DropdownMenuItem({ icon, danger, children, ...rest }: ItemProps) {
  return (
    <StyledItem $danger={danger} {...rest}>
      {icon}
      {children}
    </StyledItem>
  );
}

export function DropdownMenuCheckboxItem({ children, ...rest }: ComponentProps<typeof RadixMenu.CheckboxItem>) {
  return (
    <StyledCheckItem {...rest}>
      <ItemIndicator>
        <Check aria-hidden />
      </ItemIndicator>
      {children}
    </StyledCheckItem>
  );
}

export const DropdownMenuRadioGroup = RadixMenu.RadioGroup;

export function DropdownMenuRadioItem({ children, ...rest }: ComponentProps<typeof RadixMenu.RadioItem>) {
  return (
    <StyledRadioItem {...rest}>
      <ItemIndicator>
        <Check aria-hidden />
      </ItemIndicator>
      {children}
    </StyledRadioItem>
  );
}

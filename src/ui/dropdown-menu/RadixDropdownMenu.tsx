import { Check } from 'lucide-react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import type { TriggerRefProp } from '../shared/lazyOverlay';
import { menuCheckItemCss, menuDangerCss, menuIndicatorCss, menuItemCss, menuSurfaceCss } from '../shared/menuCss';

const Content = styled(RadixMenu.Content)`
  ${menuSurfaceCss}
  /* A long menu on a short screen (the user menu on a phone) scrolls rather than running off it. */
  max-block-size: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
`;
const StyledItem = styled(RadixMenu.Item)<{ $danger?: boolean }>`
  ${menuItemCss}
  ${menuDangerCss}
`;
const StyledCheckItem = styled(RadixMenu.CheckboxItem)`
  ${menuCheckItemCss}
`;
const StyledRadioItem = styled(RadixMenu.RadioItem)`
  ${menuCheckItemCss}
`;
const ItemIndicator = styled(RadixMenu.ItemIndicator)`
  ${menuIndicatorCss}
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

/** The menu itself, loaded with its first use (`./DropdownMenu`). */
export function DropdownMenu({
  trigger,
  align = 'end',
  side = 'bottom',
  children,
  triggerRef,
  ...root
}: DropdownMenuProps & TriggerRefProp) {
  return (
    <RadixMenu.Root {...root}>
      <RadixMenu.Trigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
        {trigger}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <Content align={align} side={side} sideOffset={6} collisionPadding={8}>
          {children}
        </Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export type ItemProps = ComponentProps<typeof RadixMenu.Item> & { icon?: ReactNode; danger?: boolean };

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
export type RadioGroupProps = ComponentProps<typeof RadixMenu.RadioGroup>;
export type RadioItemProps = ComponentProps<typeof RadixMenu.RadioItem>;
export type CheckboxItemProps = ComponentProps<typeof RadixMenu.CheckboxItem>;
export type LabelProps = ComponentProps<typeof RadixMenu.Label>;
export type SeparatorProps = ComponentProps<typeof RadixMenu.Separator>;

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

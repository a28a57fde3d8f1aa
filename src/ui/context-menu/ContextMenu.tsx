import { Check, ChevronRight } from 'lucide-react';
import { ContextMenu as RadixContext } from 'radix-ui';
import {
  useRef,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { DropdownMenuLabel, DropdownMenuSeparator } from '../dropdown-menu/RadixDropdownMenu';
import { menuCheckItemCss, menuDangerCss, menuIndicatorCss, menuItemCss, menuSurfaceCss } from '../shared/menuCss';

const Content = styled(RadixContext.Content)`
  ${menuSurfaceCss}
`;
const SubContent = styled(RadixContext.SubContent)`
  ${menuSurfaceCss}
`;
const StyledItem = styled(RadixContext.Item)<{ $danger?: boolean }>`
  ${menuItemCss}
  ${menuDangerCss}
`;
const StyledCheckItem = styled(RadixContext.CheckboxItem)`
  ${menuCheckItemCss}
`;
const StyledRadioItem = styled(RadixContext.RadioItem)`
  ${menuCheckItemCss}
`;
const StyledSubTrigger = styled(RadixContext.SubTrigger)`
  ${menuItemCss}
  &[data-state='open']:not([data-highlighted]) {
    background: var(--c-hover);
  }
  > svg:last-child {
    margin-inline-start: auto;
  }
  [dir='rtl'] & > svg:last-child {
    transform: scaleX(-1);
  }
`;
const ItemIndicator = styled(RadixContext.ItemIndicator)`
  ${menuIndicatorCss}
`;
const Shortcut = styled.span`
  margin-inline-start: auto;
  padding-inline-start: var(--space-4);
  font-size: var(--fs-xs);
  color: var(--c-muted);
  letter-spacing: 0.04em;
`;

export type ContextMenuProps = Omit<ComponentProps<typeof RadixContext.Root>, 'children'> & {
  /**
   * The area the menu belongs to: one element, focusable (a button, or an element with tabIndex 0)
   * so the keyboard reaches it; it receives `aria-keyshortcuts` and the key handling.
   */
  trigger: ReactElement;
  children: ReactNode;
};

/**
 * A menu opened by a right-click (or a long press) on its area, or from the keyboard with the
 * context-menu key or Shift+F10 while the area has the focus: the menu then opens at the area's
 * start, with its first item focused. Arrows move, Enter chooses, Escape closes (Radix ContextMenu).
 */
export function ContextMenu({ trigger, children, ...root }: ContextMenuProps) {
  // The browser may send its own contextmenu event after the key: that one is the same request.
  const openedByKey = useRef(0);
  // Radix's Slot runs the trigger's own onKeyDown first: one that handled the key keeps it.
  const openFromKeyboard = (event: KeyboardEvent<HTMLElement>) => {
    const isMenuKey = event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey);
    if (!isMenuKey || event.defaultPrevented) return;
    event.preventDefault();
    const area = event.currentTarget;
    const box = area.getBoundingClientRect();
    const rtl = getComputedStyle(area).direction === 'rtl';
    openedByKey.current = Date.now();
    area.dispatchEvent(
      new globalThis.MouseEvent('contextmenu', {
        bubbles: true,
        cancelable: true,
        clientX: rtl ? box.right - 16 : box.left + 16,
        clientY: box.top + Math.min(box.height / 2, 24),
      }),
    );
  };
  const skipEcho = (event: MouseEvent<HTMLElement>) => {
    if (Date.now() - openedByKey.current < 500 && event.isTrusted) event.preventDefault();
  };
  return (
    <RadixContext.Root {...root}>
      <RadixContext.Trigger
        asChild
        aria-keyshortcuts="Shift+F10 ContextMenu"
        onKeyDown={openFromKeyboard}
        onContextMenu={skipEcho}
      >
        {trigger}
      </RadixContext.Trigger>
      <RadixContext.Portal>
        <Content collisionPadding={8}>{children}</Content>
      </RadixContext.Portal>
    </RadixContext.Root>
  );
}

type WithShortcut = {
  icon?: ReactNode;
  /** A key shown at the item's end ("Ctrl+C"), and given to assistive technology as its shortcut. */
  shortcut?: string;
};

const end = (shortcut?: string) => (shortcut ? <Shortcut aria-hidden>{shortcut}</Shortcut> : null);

export function ContextMenuItem({
  icon,
  shortcut,
  danger,
  children,
  ...rest
}: ComponentProps<typeof RadixContext.Item> & WithShortcut & { danger?: boolean }) {
  return (
    <StyledItem $danger={danger} aria-keyshortcuts={shortcut} {...rest}>
      {icon}
      {children}
      {end(shortcut)}
    </StyledItem>
  );
}

export function ContextMenuCheckboxItem({
  shortcut,
  children,
  ...rest
}: ComponentProps<typeof RadixContext.CheckboxItem> & Omit<WithShortcut, 'icon'>) {
  return (
    <StyledCheckItem aria-keyshortcuts={shortcut} {...rest}>
      <ItemIndicator>
        <Check aria-hidden />
      </ItemIndicator>
      {children}
      {end(shortcut)}
    </StyledCheckItem>
  );
}

export const ContextMenuRadioGroup = RadixContext.RadioGroup;

export function ContextMenuRadioItem({ children, ...rest }: ComponentProps<typeof RadixContext.RadioItem>) {
  return (
    <StyledRadioItem {...rest}>
      <ItemIndicator>
        <Check aria-hidden />
      </ItemIndicator>
      {children}
    </StyledRadioItem>
  );
}

/** An item that opens a nested menu: ArrowRight (ArrowLeft right to left) or Enter opens it. */
export function ContextMenuSub({
  label,
  icon,
  children,
  ...sub
}: ComponentProps<typeof RadixContext.Sub> & { label: ReactNode; icon?: ReactNode }) {
  return (
    <RadixContext.Sub {...sub}>
      <StyledSubTrigger>
        {icon}
        {label}
        <ChevronRight aria-hidden />
      </StyledSubTrigger>
      <RadixContext.Portal>
        <SubContent sideOffset={4} alignOffset={-4} collisionPadding={8}>
          {children}
        </SubContent>
      </RadixContext.Portal>
    </RadixContext.Sub>
  );
}

/** The dropdown menu's label and separator, drawn for the context menu's own parts. */
export function ContextMenuLabel(props: ComponentProps<typeof RadixContext.Label>) {
  return <DropdownMenuLabel as={RadixContext.Label} {...props} />;
}

export function ContextMenuSeparator(props: ComponentProps<typeof RadixContext.Separator>) {
  return <DropdownMenuSeparator as={RadixContext.Separator} {...props} />;
}

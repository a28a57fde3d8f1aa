import { lazyModule, lazyOverlay } from '../shared/lazyOverlay';
import type {
  CheckboxItemProps,
  ItemProps,
  LabelProps,
  RadioGroupProps,
  RadioItemProps,
  SeparatorProps,
} from './RadixDropdownMenu';

export type { DropdownMenuProps } from './RadixDropdownMenu';

/** Radix's menu and the styled parts below, fetched when a menu is first wanted. */
export const dropdownMenuModule = lazyModule(() => import('./RadixDropdownMenu'));
const parts = () => dropdownMenuModule.get()!;

/**
 * A menu of actions; arrow keys move, Enter chooses, Escape closes (Radix DropdownMenu). Its code loads
 * when the trigger is first pointed at, focused or pressed (`lazyOverlay`). Why: the shell's navbar
 * draws menus on every signed-in page, and Radix's menu loaded with them added 25 to 36 KB gzip to
 * each landing page (the dashboards and the apps, measured on `npm run size`'s pages).
 */
export const DropdownMenu = lazyOverlay(dropdownMenuModule, (module) => module.DropdownMenu, 'menu');

// The parts render only inside an open menu, so the module is there when they do.
export function DropdownMenuItem(props: ItemProps) {
  const { DropdownMenuItem: Item } = parts();
  return <Item {...props} />;
}

export function DropdownMenuCheckboxItem(props: CheckboxItemProps) {
  const { DropdownMenuCheckboxItem: Item } = parts();
  return <Item {...props} />;
}

export function DropdownMenuRadioGroup(props: RadioGroupProps) {
  const { DropdownMenuRadioGroup: Group } = parts();
  return <Group {...props} />;
}

export function DropdownMenuRadioItem(props: RadioItemProps) {
  const { DropdownMenuRadioItem: Item } = parts();
  return <Item {...props} />;
}

export function DropdownMenuLabel(props: LabelProps) {
  const { DropdownMenuLabel: Label } = parts();
  return <Label {...props} />;
}

export function DropdownMenuSeparator(props: SeparatorProps) {
  const { DropdownMenuSeparator: Separator } = parts();
  return <Separator {...props} />;
}

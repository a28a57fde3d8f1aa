import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import type { Ref } from 'react';
import styled from 'styled-components';
import type { ControlSize } from '../field/controlStyles';
import { menuItemCss, menuSurfaceCss } from '../shared/menuCss';
import type { SelectProps } from './Select';
import { triggerCss } from './triggerCss';

const Trigger = styled(RadixSelect.Trigger)<{ $size: ControlSize }>`
  ${triggerCss}
`;

const Content = styled(RadixSelect.Content)`
  ${menuSurfaceCss}
  min-inline-size: var(--radix-select-trigger-width);
  max-block-size: var(--radix-select-content-available-height);
  overflow: hidden;
`;

const Item = styled(RadixSelect.Item)`
  ${menuItemCss}
  /* Room at the end for the check mark. */
  padding-inline: 0.875rem 2rem;
`;

const Indicator = styled(RadixSelect.ItemIndicator)`
  position: absolute;
  inset-inline-end: 0.625rem;
  display: inline-flex;
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;

/** The select itself, loaded with its first use (`./Select`); its props have passed the Field already. */
export function Select({
  options,
  placeholder = 'Select…',
  size = 'md',
  className,
  id,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  required,
  triggerRef,
  ...root
}: SelectProps & { triggerRef?: Ref<HTMLButtonElement> }) {
  return (
    <RadixSelect.Root required={required} {...root}>
      <Trigger
        ref={triggerRef}
        id={id}
        $size={size}
        className={className}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon>
          <ChevronDown aria-hidden />
        </RadixSelect.Icon>
      </Trigger>
      <RadixSelect.Portal>
        <Content position="popper" sideOffset={4}>
          <RadixSelect.Viewport>
            {options.map((option) => (
              <Item key={option.value} value={option.value} disabled={option.disabled}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <Indicator>
                  <Check aria-hidden />
                </Indicator>
              </Item>
            ))}
          </RadixSelect.Viewport>
        </Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

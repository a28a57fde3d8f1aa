import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { controlCss, type ControlSize } from '../field/controlStyles';
import { useFieldControl } from '../field/Field';
import { menuItemCss, menuSurfaceCss } from '../shared/menuCss';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<typeof RadixSelect.Root>, 'children'> & {
  options: SelectOption[];
  placeholder?: string;
  size?: ControlSize;
  id?: string;
  /** Needed when the select has no Field (and so no label) around it. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
};

const Trigger = styled(RadixSelect.Trigger)<{ $size: ControlSize }>`
  ${(p) => controlCss(p.$size)}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  text-align: start;
  cursor: pointer;
  &[data-placeholder] {
    color: var(--c-muted);
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
    color: var(--c-muted);
    flex-shrink: 0;
  }
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

/** A single choice from a short list; keyboard and screen-reader ready (Radix Select). */
export function Select({ options, placeholder = 'Select…', size = 'md', className, ...props }: SelectProps) {
  const {
    id,
    'aria-label': ariaLabel,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    required,
    ...root
  } = useFieldControl(props);
  return (
    <RadixSelect.Root required={required} {...root}>
      <Trigger
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

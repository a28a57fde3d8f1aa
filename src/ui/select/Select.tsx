import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { controlCss, type ControlSize } from '../field/controlStyles';
import { useFieldControl } from '../field/Field';

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
  z-index: 1100;
  min-inline-size: var(--radix-select-trigger-width);
  max-block-size: var(--radix-select-content-available-height);
  overflow: hidden;
  background: var(--c-raised);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-lg);
`;

const Item = styled(RadixSelect.Item)`
  position: relative;
  display: flex;
  align-items: center;
  padding-block: 0.5rem;
  padding-inline: 0.875rem 2rem;
  border-radius: var(--radius-sm);
  color: var(--c-heading);
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: var(--c-primary-tint);
    color: var(--c-primary-text);
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
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
          <RadixSelect.Viewport style={{ padding: '0.25rem' }}>
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

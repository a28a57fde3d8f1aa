import { ChevronDown } from 'lucide-react';
import type { Select as RadixSelect } from 'radix-ui';
import { type ComponentProps, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import styled from 'styled-components';
import type { ControlSize } from '../field/controlStyles';
import { useFieldControl } from '../field/Field';
import { lazyModule, useOpenableStandIn, type LazyModule } from '../shared/lazyOverlay';
import type * as RadixSelectModule from './RadixSelect';
import { triggerCss } from './triggerCss';

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

/** Radix's select and its list's styles, fetched when a select is first wanted. */
export const selectModule = lazyModule(() => import('./RadixSelect'));

const StandIn = styled.button<{ $size: ControlSize }>`
  ${triggerCss}
`;

/** The keys that open Radix's select from its trigger. */
const openingKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A select whose code comes from `module` when it is first wanted (the kit's `Select` loads Radix's;
 * a story can pass a slow module to show the stand-in at work).
 */
export function lazySelect(module: LazyModule<typeof RadixSelectModule>) {
  return function Select(props: SelectProps) {
    const field = useFieldControl(props);
    const {
      Loaded,
      fetch,
      open,
      defaultOpen,
      standInFocusedRef: focusedRef,
      replacementRef: triggerRef,
    } = useOpenableStandIn(module, (loaded) => loaded.Select, props);

    if (Loaded)
      return <Loaded {...field} defaultOpen={defaultOpen} triggerRef={triggerRef as Ref<HTMLButtonElement>} />;

    const { options, placeholder = 'Select…', size = 'md', value, defaultValue, disabled, name, required } = field;
    const chosen = options.find((option) => option.value === (value ?? defaultValue));
    return (
      <>
        <StandIn
          type="button"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="none"
          aria-required={required}
          aria-label={field['aria-label']}
          aria-describedby={field['aria-describedby']}
          aria-invalid={field['aria-invalid']}
          id={field.id}
          className={field.className}
          $size={size}
          disabled={disabled}
          data-state="closed"
          data-disabled={disabled ? '' : undefined}
          data-placeholder={chosen ? undefined : ''}
          onPointerEnter={() => fetch()}
          onFocus={() => {
            focusedRef.current = true;
            fetch();
          }}
          onBlur={() => {
            focusedRef.current = false;
          }}
          onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
            if (event.button === 0 && !event.ctrlKey) open();
          }}
          onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
            if (!openingKeys.has(event.key)) return;
            event.preventDefault();
            open();
          }}
        >
          <span style={{ pointerEvents: 'none' }}>{chosen?.label ?? placeholder}</span>
          <span aria-hidden>
            <ChevronDown aria-hidden />
          </span>
        </StandIn>
        {name ? <input type="hidden" name={name} value={value ?? defaultValue ?? ''} /> : null}
      </>
    );
  };
}

/**
 * A single choice from a short list; keyboard and screen-reader ready (Radix Select). Until its code
 * is wanted, the closed select is drawn alone, the same to the eye and to assistive technology;
 * pointing at it or focusing it fetches the code, and a press opens the list as soon as it is there
 * (the way `lazyOverlay` treats menus and dialogs; docs/ARCHITECTURE.md, Loading). Why: the shop's
 * sort, the invoice list's and the basic data table's filters are selects; loaded at once, Radix's
 * select added 26 to 35 KB gzip to those landing pages (measured on `npm run size`'s pages).
 */
export const Select = lazySelect(selectModule);

import { useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { lazyModule, useStandIn, type LazyModule } from '../shared/lazyOverlay';
import type * as RadixTooltipModule from './RadixTooltip';

export type TooltipProps = {
  content: ReactNode;
  /** One focusable element (a button, a link): the tooltip shows on hover and on keyboard focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
};

type TriggerEvents = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

/** Radix's tooltip and its styles, fetched when a tooltip is first wanted. */
export const tooltipModule = lazyModule(() => import('./RadixTooltip'));

/**
 * A tooltip whose code comes from `module` when it is first wanted (the kit's `Tooltip` loads
 * Radix's; a story can pass a slow module to show the wait).
 */
export function lazyTooltip(module: LazyModule<typeof RadixTooltipModule>) {
  return function Tooltip(props: TooltipProps) {
    const [openOnLoad, setOpenOnLoad] = useState(false);
    const {
      Loaded,
      fetch: load,
      standInFocusedRef: focusedRef,
      replacementRef: triggerRef,
    } = useStandIn(module, (loaded) => loaded.Tooltip, {
      wanted: props.open === true || props.defaultOpen === true,
    });
    // Where the person is while the code arrives: the tooltip opens only if they are still there.
    const hoveredRef = useRef(false);
    const fetch = () => load(() => setOpenOnLoad(hoveredRef.current || focusedRef.current));

    if (Loaded) return <Loaded {...props} defaultOpen={props.defaultOpen || openOnLoad} triggerRef={triggerRef} />;
    const { type: Control, props: controlProps } = props.children as ReactElement<TriggerEvents>;
    const { onPointerEnter, onPointerLeave, onFocus, onBlur } = controlProps;
    return (
      <Control
        {...controlProps}
        onPointerEnter={(event: PointerEvent<HTMLElement>) => {
          onPointerEnter?.(event);
          hoveredRef.current = true;
          fetch();
        }}
        onPointerLeave={(event: PointerEvent<HTMLElement>) => {
          onPointerLeave?.(event);
          hoveredRef.current = false;
        }}
        onFocus={(event: FocusEvent<HTMLElement>) => {
          onFocus?.(event);
          focusedRef.current = true;
          fetch();
        }}
        onBlur={(event: FocusEvent<HTMLElement>) => {
          onBlur?.(event);
          focusedRef.current = false;
        }}
      />
    );
  };
}

/**
 * A short label for a control, on hover and focus. Not for content a touch user must read. Until a
 * tooltip is first wanted the control is drawn alone (a list of fifty rows draws no tooltip code);
 * pointing at it or focusing it fetches the code, and the tooltip then shows as it would have
 * (docs/ARCHITECTURE.md, Loading). Why: the invoice list, a landing page, has a status tooltip on
 * every row; loaded at once, Radix's tooltip added 23 KB gzip to it (measured on `npm run size`'s pages).
 */
export const Tooltip = lazyTooltip(tooltipModule);

import {
  use,
  isValidElement,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * A module fetched on first use and, once there, read synchronously: the overlay's parts (a menu's
 * items, a dialog's close button) render only inside an open overlay, after `load` has resolved.
 */
export type LazyModule<M> = {
  /** The module, or undefined while it has not loaded. */
  get: () => M | undefined;
  load: () => Promise<M>;
};

const everyModule = new Set<LazyModule<unknown>>();

/**
 * Loads every lazy module defined so far. Storybook does before each story, so a story draws its
 * overlays at once, as they will look, rather than a frame later.
 */
export function loadLazyModules(): Promise<unknown> {
  return Promise.all([...everyModule].map((module) => module.load()));
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let loading: (Promise<M> & { status?: 'fulfilled'; value?: M }) | undefined;
  const handle: LazyModule<M> = {
    get: () => module,
    load: () =>
      (loading ??= importer().then(
        (loaded) => {
          module = loaded;
          // React's `use` reads a settled promise's value at once when it carries these fields.
          Object.assign(loading!, { status: 'fulfilled', value: loaded });
          return loaded;
        },
        (error: unknown) => {
          // A failed download (a flaky network) is tried again at the next use.
          loading = undefined;
          throw error;
        },
      )),
  };
  everyModule.add(handle);
  return handle;
}

/**
 * A lazy module's exports, for a component inside a Suspense boundary: at once when the module is
 * there, else the component suspends until it is. `use` is called on every render (React requires
 * it), on the one promise the module keeps, which answers at once once settled.
 */
export function useLazyModule<M>(module: LazyModule<M>): M {
  return use(module.load());
}

/** What every overlay takes: Radix's open state, and the trigger that opens it. */
export type OverlayProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
};

/** What the loaded overlay takes besides: a ref to its trigger, to give it back the focus. */
export type TriggerRefProp = { triggerRef?: Ref<HTMLElement> };

type TriggerProps = {
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
};

/**
 * The half every stand-in shares (`lazyOverlay`, the select, the tooltip): the part `pick` takes
 * from `module` once it is there (at once when it already is), `fetch` to ask for it (`beforeSwap`
 * runs when it has come, just before the part replaces the stand-in), and the focus handed to the
 * part's trigger (`replacementRef`) when the stand-in had it (`standInFocusedRef`), unless `keepFocusOff`.
 * A part `wanted` from the start (opened by its props) is fetched at once.
 */
export function useStandIn<M, C>(
  module: LazyModule<M>,
  pick: (loaded: M) => C,
  { wanted, keepFocusOff = false, onFailure }: { wanted: boolean; keepFocusOff?: boolean; onFailure?: () => void },
) {
  const [Loaded, setLoaded] = useState<C | undefined>(() => {
    const loaded = module.get();
    return loaded === undefined ? undefined : pick(loaded);
  });
  const standInFocusedRef = useRef(false);
  const refocus = useRef(false);
  const replacementRef = useRef<HTMLElement>(null);
  const fetch = (beforeSwap?: () => void) => {
    void module.load().then((loaded) => {
      refocus.current = standInFocusedRef.current;
      beforeSwap?.();
      const part = pick(loaded);
      setLoaded(() => part);
    }, onFailure);
  };
  useLayoutEffect(() => {
    if (!Loaded && wanted) fetch();
    // Once when the part becomes wanted; `fetch` is new on every render and asks for the same module.
  }, [Loaded, wanted]); // eslint-disable-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (Loaded && refocus.current && !keepFocusOff) replacementRef.current?.focus();
    refocus.current = false;
  }, [Loaded, keepFocusOff]);
  return { Loaded, fetch, standInFocusedRef, replacementRef };
}

/** The open state a part that opens takes (an overlay, a select's list). */
type OpenState = { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void };

/**
 * `useStandIn` for a part that opens: `open` (a press on the stand-in) opens it once its code is
 * there, through its owner when `props.open` controls it, else as it replaces the stand-in; render
 * the part with `defaultOpen`. An opened part places the focus itself; a failed load opens nothing.
 */
export function useOpenableStandIn<M, C>(module: LazyModule<M>, pick: (loaded: M) => C, props: OpenState) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const standIn = useStandIn(module, pick, {
    wanted: props.open === true || props.defaultOpen === true,
    keepFocusOff: openOnLoad,
    // Nothing opens; the next press tries again.
    onFailure: () => setOpenOnLoad(false),
  });
  const open = () => {
    // A controlled part opens through its owner (which then renders it with `open`).
    if (props.open !== undefined) props.onOpenChange?.(true);
    else setOpenOnLoad(true);
    standIn.fetch();
  };
  return { ...standIn, open, defaultOpen: props.defaultOpen || openOnLoad };
}

/**
 * An overlay (menu, popover, dialog) whose code, Radix's and its own, loads when it is first wanted, so
 * a page's first screen draws its triggers without it (docs/ARCHITECTURE.md, Loading). Until then the
 * trigger is drawn alone, with the same name and popup semantics. Pointing at it or focusing it fetches
 * the code; a press (click, Enter, Space, or ArrowDown on a menu's trigger) opens the overlay as soon as
 * the code is there, with the focus where the person left it. An overlay opened by its `open` or
 * `defaultOpen` prop loads at once. Stories load every overlay before they render (`.storybook/preview.tsx`).
 */
export function lazyOverlay<M, P extends OverlayProps>(
  module: LazyModule<M>,
  pick: (loaded: M) => ComponentType<P & TriggerRefProp>,
  popup: 'menu' | 'dialog',
): ComponentType<P> {
  function LazyOverlay(props: P) {
    // When the overlay replaces the stand-in, its trigger takes the focus over, unless it opens at once.
    const {
      Loaded: Overlay,
      fetch,
      open,
      defaultOpen,
      standInFocusedRef,
      replacementRef: triggerRef,
    } = useOpenableStandIn(module, pick, props);

    if (Overlay) return <Overlay {...props} defaultOpen={defaultOpen} triggerRef={triggerRef} />;
    if (!isValidElement<TriggerProps>(props.trigger)) return null;
    const { onBlur, onClick, onFocus, onKeyDown, onPointerEnter } = props.trigger.props;
    const { type: StandIn, props: standInProps } = props.trigger as ReactElement<TriggerProps>;
    return (
      <StandIn
        {...standInProps}
        aria-haspopup={popup}
        aria-expanded={false}
        data-state="closed"
        onPointerEnter={(event: PointerEvent<HTMLElement>) => {
          onPointerEnter?.(event);
          fetch();
        }}
        onFocus={(event: FocusEvent<HTMLElement>) => {
          onFocus?.(event);
          standInFocusedRef.current = true;
          fetch();
        }}
        onBlur={(event: FocusEvent<HTMLElement>) => {
          onBlur?.(event);
          standInFocusedRef.current = false;
        }}
        onClick={(event: MouseEvent<HTMLElement>) => {
          onClick?.(event);
          open();
        }}
        onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
          onKeyDown?.(event);
          if (popup === 'menu' && event.key === 'ArrowDown') {
            event.preventDefault();
            open();
          }
        }}
      />
    );
  }
  return LazyOverlay;
}

import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

const Root = styled.div<{ $horizontal: boolean }>`
  display: grid;
  ${(p) => (p.$horizontal ? 'grid-template-columns' : 'grid-template-rows')}: 0fr;
  visibility: hidden;
  /* Visibility changes at the end of a closing slide and at the start of an opening one. */
  transition:
    ${(p) => (p.$horizontal ? 'grid-template-columns' : 'grid-template-rows')} 0.3s ease,
    visibility 0.3s;
  &[data-state='open'] {
    ${(p) => (p.$horizontal ? 'grid-template-columns' : 'grid-template-rows')}: 1fr;
    visibility: visible;
  }
  > div {
    min-inline-size: 0;
    min-block-size: 0;
    overflow: hidden;
  }
`;

export type CollapseProps = HTMLAttributes<HTMLDivElement> & {
  /** Give it an `id`, and the button that opens it `aria-controls` that id and `aria-expanded={open}`. */
  id: string;
  open: boolean;
  /** `vertical` slides the height, `horizontal` the width (give the content a width of its own). */
  orientation?: 'vertical' | 'horizontal';
};

/**
 * A region that slides open and shut under a button of the page's own (Bootstrap's "collapse"): closed,
 * it is hidden from everyone (no focus, no screen reader); with reduced motion it shows and hides at
 * once. For a question and its answer, the native Disclosure needs no state at all.
 */
export function Collapse({ open, orientation = 'vertical', children, ...rest }: CollapseProps) {
  return (
    <Root {...rest} data-state={open ? 'open' : 'closed'} $horizontal={orientation === 'horizontal'}>
      <div>{children}</div>
    </Root>
  );
}

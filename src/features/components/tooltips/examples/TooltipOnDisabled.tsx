import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Tooltip } from '@/ui/tooltip/Tooltip';

/** Takes the pointer and the focus the disabled button can't; its corners match the button's focus ring. */
const Wrapper = styled.span`
  display: inline-block;
  border-radius: var(--radius-md);
  cursor: not-allowed;
  & > button {
    pointer-events: none;
  }
`;

/**
 * A disabled button gets neither pointer events nor focus, so the tooltip that says why it is off
 * sits on a focusable wrapper around it; screen readers hear the reason as the wrapper's description.
 */
export default function TooltipOnDisabled() {
  return (
    <Tooltip content="Add a title before publishing">
      <Wrapper tabIndex={0}>
        <Button disabled>Publish</Button>
      </Wrapper>
    </Tooltip>
  );
}

import { use, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { controlCss, ControlSizeContext, type ControlSize } from '../field/controlStyles';
import { useFieldControl } from '../field/Field';

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  /** Its own size; inside an InputGroup, the group's by default. */
  size?: ControlSize;
  ref?: Ref<HTMLInputElement>;
};

const Root = styled.input<{ $size: ControlSize }>`
  ${(p) => controlCss(p.$size)}
`;

/** A text input; inside a Field it takes the Field's id, description and validity. */
export function Input({ size, ...props }: InputProps) {
  const groupSize = use(ControlSizeContext);
  return <Root $size={size ?? groupSize ?? 'md'} {...useFieldControl(props)} />;
}

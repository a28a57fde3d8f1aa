import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { controlCss, type ControlSize } from '../field/controlStyles';
import { useFieldControl } from '../field/Field';

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  size?: ControlSize;
  ref?: Ref<HTMLInputElement>;
};

const Root = styled.input<{ $size: ControlSize }>`
  ${(p) => controlCss(p.$size)}
`;

/** A text input; inside a Field it takes the Field's id, description and validity. */
export function Input({ size = 'md', ...props }: InputProps) {
  return <Root $size={size} {...useFieldControl(props)} />;
}

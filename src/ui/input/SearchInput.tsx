import { Search } from 'lucide-react';
import styled from 'styled-components';
import { Input, type InputProps } from './Input';

const Box = styled.label`
  position: relative;
  display: block;
  inline-size: min(100%, 16rem);
  svg {
    position: absolute;
    inset-inline-start: 0.75rem;
    inset-block-start: 50%;
    translate: 0 -50%;
    inline-size: 1rem;
    block-size: 1rem;
    color: var(--c-muted);
    pointer-events: none;
  }
  input {
    padding-inline-start: 2.25rem;
  }
`;

export type SearchInputProps = Omit<InputProps, 'type'> & {
  /** The box's name for assistive technology (the placeholder is only a hint). */
  label: string;
};

/** A search box with its magnifier: `type="search"`, so it is a searchbox and Escape clears it. */
export function SearchInput({ label, className, ...props }: SearchInputProps) {
  return (
    <Box className={className}>
      <span className="visually-hidden">{label}</span>
      <Search aria-hidden />
      <Input type="search" {...props} />
    </Box>
  );
}

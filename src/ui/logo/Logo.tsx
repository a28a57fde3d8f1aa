import styled from 'styled-components';

const Svg = styled.svg`
  display: block;
  color: var(--c-primary);
`;

export type LogoProps = { size?: number; className?: string; title?: string };

/** The product mark. Decorative unless given a `title`. */
export function Logo({ size = 32, className, title }: LogoProps) {
  return (
    <Svg
      className={className}
      width={size}
      height={size * 0.7}
      viewBox="0 0 40 28"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <path fill="currentColor" d="M0 0h11l9 15.6L29 0h11L25.5 25.1a6.4 6.4 0 0 1-11 0z" />
      <path fill="#fff" fillOpacity=".28" d="M11 0l9 15.6-5.5 9.5L0 0z" />
      <path fill="#000" fillOpacity=".12" d="M29 0 20 15.6l5.5 9.5L40 0z" />
    </Svg>
  );
}

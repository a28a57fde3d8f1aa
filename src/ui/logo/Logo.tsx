import styled from 'styled-components';
import { brand } from '../../brand';

const Svg = styled.svg`
  display: block;
  color: var(--c-primary);
`;

export type LogoProps = { size?: number; className?: string; title?: string };

const { viewBox, paths } = brand.logo;
const [, , width, height] = viewBox.split(' ').map(Number) as [number, number, number, number];

/** The product mark (src/brand.ts), in the primary colour. Decorative unless given a `title`. */
export function Logo({ size = 32, className, title }: LogoProps) {
  return (
    <Svg
      className={className}
      width={size}
      height={(size * height) / width}
      viewBox={viewBox}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      {paths.map(({ d, fill, opacity }) => (
        <path key={d} d={d} fill={fill === 'brand' ? 'currentColor' : fill} fillOpacity={opacity} />
      ))}
    </Svg>
  );
}

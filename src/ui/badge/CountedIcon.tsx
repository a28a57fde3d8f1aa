import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../theme/tokens';
import { Badge } from './Badge';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const Count = styled(Badge)`
  position: absolute;
  inset-block-start: -0.25rem;
  inset-inline-end: -0.25rem;
  min-inline-size: 1.25rem;
  justify-content: center;
  padding: 0 0.3rem;
`;

export type CountedIconProps = { icon: ReactNode; count: number; tone?: Tone };

/**
 * An icon with a count in its corner (cart items, unread notifications); no badge at zero. The count
 * is decoration: the button around it says the number in its name.
 */
export function CountedIcon({ icon, count, tone = 'primary' }: CountedIconProps) {
  return (
    <Wrap>
      {icon}
      {count > 0 ? (
        <Count tone={tone} variant="solid" pill aria-hidden>
          {count}
        </Count>
      ) : null}
    </Wrap>
  );
}

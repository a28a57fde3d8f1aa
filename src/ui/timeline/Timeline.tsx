import { createContext, use, type HTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { Tone } from '../theme/tokens';

type Level = 2 | 3 | 4 | 5 | 6;
const TimelineContext = createContext<Level>(3);

const Dot = styled.span<{ $tone: Tone; $icon: boolean }>`
  position: absolute;
  z-index: 1;
  inset-block-start: 0;
  inset-inline-start: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: var(--rail);
  block-size: var(--rail);
  &::after {
    content: '';
    display: ${(p) => (p.$icon ? 'none' : 'block')};
    inline-size: 0.75rem;
    block-size: 0.75rem;
    border-radius: 50%;
    background: var(--c-${(p) => p.$tone});
    box-shadow: 0 0 0 4px var(--c-${(p) => p.$tone}-tint);
  }
  ${(p) =>
    p.$icon &&
    css`
      border-radius: 50%;
      background: var(--c-${p.$tone}-tint);
      color: var(--c-${p.$tone}-text);
      box-shadow: 0 0 0 3px var(--c-card);
    `}
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0 var(--space-3);
  min-block-size: var(--rail);
`;

const Title = styled.h3`
  margin: 0;
  font-size: var(--fs-md);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
`;

const When = styled.time`
  font-size: var(--fs-sm);
  color: var(--c-muted);
  white-space: nowrap;
`;

const Body = styled.div`
  margin-block-start: var(--space-1);
  color: var(--c-text);
  > :first-child {
    margin-block-start: 0;
  }
  > :last-child {
    margin-block-end: 0;
  }
`;

const Item = styled.li`
  position: relative;
  padding-inline-start: calc(var(--rail) + var(--space-4));
  padding-block-end: var(--space-5);
  /* The line, from this event's dot to the next one's. */
  &::before {
    content: '';
    position: absolute;
    inset-block: calc(var(--rail) / 2) calc(var(--rail) / -2);
    inset-inline-start: calc(var(--rail) / 2 - 1px);
    inline-size: 2px;
    background: var(--c-border);
  }
  &:last-child {
    padding-block-end: 0;
    &::before {
      display: none;
    }
  }
`;

/** Wide enough, events alternate either side of a line down the middle; narrower, they all sit after it. */
const alternate = css`
  @container (min-width: 32rem) {
    > ${Item} {
      inline-size: 50%;
      box-sizing: border-box;
      padding-inline-start: calc(var(--rail) / 2 + var(--space-4));
      margin-inline-start: 50%;
      &::before {
        inset-inline-start: -1px;
      }
      > ${Dot} {
        inset-inline-start: calc(var(--rail) / -2);
      }
      ${Head} {
        flex-direction: column;
        align-items: flex-start;
        justify-content: center;
      }
    }
    > ${Item}:nth-child(odd) {
      margin-inline-start: 0;
      padding-inline: 0 calc(var(--rail) / 2 + var(--space-4));
      text-align: end;
      &::before {
        inset-inline: auto -1px;
      }
      > ${Dot} {
        inset-inline: auto calc(var(--rail) / -2);
      }
      ${Head} {
        align-items: flex-end;
      }
    }
  }
`;

const Root = styled.ol<{ $alternate: boolean }>`
  --rail: 2rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${(p) => p.$alternate && alternate}
`;

const Frame = styled.div`
  container-type: inline-size;
`;

export type TimelineProps = HTMLAttributes<HTMLOListElement> & {
  /** `start`: every event after the line; `alternate`: either side of it, in turn, where the timeline is 32rem wide or more. */
  layout?: 'start' | 'alternate';
  /** The level of the events' titles, to fit the page outline (3 by default). */
  headingLevel?: Level;
};

/**
 * Events in order, as an ordered list along a line: each with a dot or an icon in a tone, a title, when
 * it happened and what it was. Sides are logical (`start` is the right in RTL).
 */
export function Timeline({ layout = 'start', headingLevel = 3, ...rest }: TimelineProps) {
  const list = (
    <TimelineContext value={headingLevel}>
      <Root $alternate={layout === 'alternate'} {...rest} />
    </TimelineContext>
  );
  return layout === 'alternate' ? <Frame>{list}</Frame> : list;
}

export type TimelineItemProps = Omit<HTMLAttributes<HTMLLIElement>, 'title'> & {
  title: ReactNode;
  /** When, as people read it ("2 hours ago", "12 May, 09:30"); shown in a `<time>`. */
  time?: ReactNode;
  /** When, as machines read it (`2025-05-12T09:30`): the `<time>`'s `dateTime`. */
  dateTime?: string;
  /** The dot's colour, or the icon's circle's. Colour is not read out: say in the title what matters. */
  tone?: Tone;
  /** An icon (`aria-hidden`) in a circle instead of the dot. */
  icon?: ReactNode;
  /** What happened: text, an avatar, an attachment. */
  children?: ReactNode;
};

/** One event of a Timeline. */
export function TimelineItem({ title, time, dateTime, tone = 'primary', icon, children, ...rest }: TimelineItemProps) {
  const level = use(TimelineContext);
  return (
    <Item {...rest}>
      <Dot $tone={tone} $icon={icon != null} aria-hidden>
        {icon}
      </Dot>
      <Head>
        <Title as={`h${level}`}>{title}</Title>
        {time != null && <When dateTime={dateTime}>{time}</When>}
      </Head>
      {children != null && <Body>{children}</Body>}
    </Item>
  );
}

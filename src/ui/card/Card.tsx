import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  background: var(--c-card);
  color: var(--c-text);
  border: var(--card-border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
`;

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--space-3);
  padding: var(--space-5) var(--space-5) 0;
`;

const Titles = styled.div`
  min-inline-size: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--fs-lg);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
`;

const Subtitle = styled.p`
  margin: var(--space-1) 0 0;
  font-size: var(--fs-sm);
  color: var(--c-muted);
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  flex-shrink: 0;
`;

export const CardBody = styled.div`
  padding: var(--space-5);
  flex: 1 1 auto;
`;

export const CardFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  align-items: center;
  padding: var(--space-4) var(--space-5);
  border-block-start: 1px solid var(--c-border);
`;

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Controls at the header's end: a menu, a button. */
  actions?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'h5';
};

/** A surface for one piece of content. Put CardBody and CardFooter inside. */
export function Card({ title, subtitle, actions, titleAs = 'h2', children, ...rest }: CardProps) {
  const hasHeader = title != null || actions != null;
  return (
    <Root {...rest}>
      {hasHeader && (
        <Header>
          <Titles>
            {title != null && <Title as={titleAs}>{title}</Title>}
            {subtitle != null && <Subtitle>{subtitle}</Subtitle>}
          </Titles>
          {actions != null && <Actions>{actions}</Actions>}
        </Header>
      )}
      {children}
    </Root>
  );
}

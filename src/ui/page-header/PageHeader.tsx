import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A page's sections one under another, each as wide as the content (a wide table scrolls inside). */
export const PageStack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-6);
`;

const Head = styled.header`
  display: grid;
  gap: var(--space-1);
  h1 {
    margin: 0;
    font-size: var(--fs-xxl);
    color: var(--c-heading);
  }
  p {
    margin: 0;
  }
`;

export type PageHeaderProps = {
  /** The page's one h1. */
  title: ReactNode;
  /** What the page shows or lets you do, in a sentence. */
  description?: ReactNode;
};

/** The heading a page opens with: its title and, under it, what it is for. */
export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <Head>
      <h1>{title}</h1>
      {description != null && <p>{description}</p>}
    </Head>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { brand } from '@/brand';
import { primaryLinkCss } from '@/ui/button/primaryLinkCss';
import { Logo } from '@/ui/logo/Logo';
import { publicUrl } from '@/lib/publicUrl';

const Screen = styled.main`
  position: relative;
  min-block-size: 100dvh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
  padding: calc(var(--space-6) * 2) var(--space-5) var(--space-6);
  text-align: center;
  h1 {
    margin: 0;
    font-size: var(--fs-xxl);
    color: var(--c-heading);
  }
  p {
    margin: 0;
    max-inline-size: 36rem;
  }
  img {
    inline-size: min(100%, 26rem);
    block-size: auto;
    margin-block-start: var(--space-4);
  }
`;

const Brand = styled(Link)`
  position: absolute;
  inset-block-start: var(--space-5);
  inset-inline-start: var(--space-5);
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  font-size: var(--fs-xl);
  font-weight: var(--fw-bold);
  color: var(--c-heading);
  text-decoration: none;
`;

export const PrimaryLink = styled(Link)`
  ${primaryLinkCss}
  display: inline-flex;
  margin-block-start: var(--space-3);
`;

type Props = { title: ReactNode; children?: ReactNode; illustration?: string; before?: ReactNode };

/** The frame of the misc pages (error, not authorized, coming soon, maintenance). */
export function MiscScreen({ title, children, illustration, before }: Props) {
  return (
    <Screen>
      <Brand to="/">
        <Logo size={34} />
        {brand.name}
      </Brand>
      {before}
      <h1>{title}</h1>
      {children}
      {illustration ? <img src={publicUrl(illustration)} alt="" width={640} height={480} /> : null}
    </Screen>
  );
}

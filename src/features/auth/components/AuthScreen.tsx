import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { brand } from '@/brand';
import { Logo } from '@/ui/logo/Logo';
import { publicUrl } from '@/lib/publicUrl';

export type AuthVariant = 'basic' | 'cover';

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  font-size: var(--fs-xl);
  font-weight: var(--fw-bold);
  color: var(--c-heading);
  text-decoration: none;
`;

const Basic = styled.main`
  min-block-size: 100dvh;
  display: grid;
  place-items: center;
  padding: var(--space-5);
  background: var(--c-body);
`;

const BasicCard = styled.div`
  display: grid;
  gap: var(--space-4);
  inline-size: min(100%, 28rem);
  padding: var(--space-6);
  background: var(--c-card);
  border: var(--card-border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
  @media (max-width: 30em) {
    padding: var(--space-5);
  }
`;

const Cover = styled.main`
  min-block-size: 100dvh;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(22rem, 28rem);
  background: var(--c-card);
  @media (max-width: 62em) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Illustration = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  padding: var(--space-6);
  margin: var(--space-4);
  border-radius: var(--radius-lg);
  background: var(--c-body);
  img {
    inline-size: min(100%, 36rem);
    block-size: auto;
  }
  @media (max-width: 62em) {
    display: none;
  }
`;

const CoverBrand = styled.div`
  position: absolute;
  inset-block-start: var(--space-5);
  inset-inline-start: var(--space-5);
`;

const CoverPanel = styled.div`
  display: grid;
  align-content: center;
  gap: var(--space-4);
  padding: var(--space-6);
  @media (max-width: 62em) {
    justify-self: center;
    inline-size: min(100%, 28rem);
    padding: var(--space-6) var(--space-5);
  }
`;

/** Shown above the form where the illustration's brand is hidden (basic, and cover on a phone). */
const PanelBrand = styled.div<{ $coverOnly?: boolean }>`
  ${(p) => (p.$coverOnly ? '@media (min-width: 62.0625em) { display: none; }' : '')}
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: var(--fs-xl);
  color: var(--c-heading);
`;

export const Lead = styled.p`
  margin: 0;
  color: var(--c-muted);
`;

type Props = {
  variant: AuthVariant;
  /** The cover variant's picture, in public/images/illustrations. */
  illustration?: string;
  children: ReactNode;
};

/** The frame of every sign-in, sign-up and account-recovery page: a centred card, or a cover picture beside the form. */
export function AuthScreen({ variant, illustration = '/images/illustrations/auth-login.svg', children }: Props) {
  const home = (
    <Brand to="/">
      <Logo size={32} />
      {brand.name}
    </Brand>
  );
  if (variant === 'basic')
    return (
      <Basic>
        <BasicCard>
          <PanelBrand>{home}</PanelBrand>
          {children}
        </BasicCard>
      </Basic>
    );
  return (
    <Cover>
      <Illustration>
        <CoverBrand>{home}</CoverBrand>
        <img src={publicUrl(illustration)} alt="" width={640} height={480} />
      </Illustration>
      <CoverPanel>
        <PanelBrand $coverOnly>{home}</PanelBrand>
        {children}
      </CoverPanel>
    </Cover>
  );
}

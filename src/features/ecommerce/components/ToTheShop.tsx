import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { primaryLinkCss } from '@/ui/button/primaryLinkCss';
import { Card, CardBody } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';

const ShopLink = styled(Link)`
  ${primaryLinkCss}
  display: inline-flex;
`;

type Props = { icon: ReactNode; title: string; text: string; linkLabel: string };

/** Nothing to show here (an empty wishlist, an unknown product), and the way back to the shop. */
export function ToTheShop({ icon, title, text, linkLabel }: Props) {
  return (
    <Card>
      <CardBody>
        <EmptyState
          titleAs="h2"
          icon={icon}
          title={title}
          description={text}
          action={<ShopLink to="/apps/ecommerce/shop">{linkLabel}</ShopLink>}
        />
      </CardBody>
    </Card>
  );
}

import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Offcanvas } from '@/ui/offcanvas/Offcanvas';

const Footer = styled.div`
  margin-block-start: var(--space-6);
`;

type Props = {
  /** How many filters are in use, shown on the button. */
  active: number;
  /** How many products the filters let through, or undefined while unknown. */
  total: number | undefined;
  children: ReactNode;
};

/** On a phone, the filters live in a panel from the side, opened by a button in the toolbar. */
export function FiltersDrawer({ active, total, children }: Props) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <Offcanvas
      title={t('shop.filters.title')}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" tone="secondary" startIcon={<SlidersHorizontal aria-hidden />}>
          {active > 0 ? t('shop.filters.openActive', { count: active }) : t('shop.filters.open')}
        </Button>
      }
    >
      {children}
      <Footer>
        <Button block onClick={() => setOpen(false)}>
          {total === undefined ? t('shop.filters.close') : t('shop.filters.show', { count: total })}
        </Button>
      </Footer>
    </Offcanvas>
  );
}

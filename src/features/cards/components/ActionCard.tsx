import { useIsFetching, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ChevronDown, RotateCw, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockUi } from '@/ui/block-ui/BlockUi';
import { Button } from '@/ui/button/Button';
import { Card, CardBody } from '@/ui/card/Card';
import styled from 'styled-components';

const Chevron = styled(ChevronDown)<{ $open: boolean }>`
  transition: transform var(--transition);
  transform: rotate(${(p) => (p.$open ? '180deg' : '0deg')});
`;

export type ActionCardProps = {
  title: string;
  /** The queries the content shows: refresh asks the server for them again. */
  queryKey: QueryKey;
  /** Close removes the card; the page decides whether it can come back. */
  onClose: () => void;
  children: ReactNode;
};

/**
 * A card with its own controls: collapse (the body folds away), refresh (the body's data is fetched
 * again under a block-UI veil) and close.
 */
export function ActionCard({ title, queryKey, onClose, children }: ActionCardProps) {
  const { t } = useTranslation('cards');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  const refreshing = useIsFetching({ queryKey }) > 0;
  const bodyId = useId();
  return (
    <Card
      title={title}
      actions={
        <>
          <Button
            variant="text"
            size="sm"
            iconOnly
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={t('cards.action.collapse', { title })}
            onClick={() => setOpen((value) => !value)}
          >
            <Chevron $open={open} aria-hidden size={18} />
          </Button>
          <Button
            variant="text"
            size="sm"
            iconOnly
            aria-label={t('cards.action.refresh', { title })}
            disabled={refreshing}
            onClick={() => void queryClient.refetchQueries({ queryKey })}
          >
            <RotateCw aria-hidden size={18} />
          </Button>
          <Button variant="text" size="sm" iconOnly aria-label={t('cards.action.close', { title })} onClick={onClose}>
            <X aria-hidden size={18} />
          </Button>
        </>
      }
    >
      <div id={bodyId} hidden={!open}>
        <BlockUi blocking={refreshing} label={t('cards.action.refreshing', { title })}>
          <CardBody>{children}</CardBody>
        </BlockUi>
      </div>
    </Card>
  );
}

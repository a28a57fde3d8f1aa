import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button/Button';
import { ActionCard } from '../components/ActionCard';
import { CardGrid, Cell } from '../components/CardGrid';
import { ActionContent, type ActionDemo } from './gallery/ActionContent';
import { Gallery } from './gallery/Gallery';

/** `/cards/action`: cards that collapse, refresh their data under a block-UI veil, and close. */
export function ActionCardsPage() {
  const { t } = useTranslation('cards');
  const demos: ActionDemo[] = ['statistics', 'transactions', 'timeline'];
  const [closed, setClosed] = useState<ActionDemo[]>([]);
  return (
    <Gallery page="action">
      {closed.length > 0 && (
        <p role="status">
          {t('cards.action.closed', { count: closed.length })}{' '}
          <Button size="sm" variant="outline" onClick={() => setClosed([])}>
            {t('cards.action.restore')}
          </Button>
        </p>
      )}
      <CardGrid>
        {demos
          .filter((name) => !closed.includes(name))
          .map((name) => (
            <Cell key={name} $span={name === 'statistics' ? 12 : 6}>
              <ActionCard
                title={t(`cards.action.${name}`)}
                queryKey={['card', 'dashboard', name]}
                onClose={() => setClosed((list) => [...list, name])}
              >
                <ActionContent name={name} />
              </ActionCard>
            </Cell>
          ))}
      </CardGrid>
    </Gallery>
  );
}

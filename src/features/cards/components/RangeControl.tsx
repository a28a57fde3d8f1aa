import { useTranslation } from 'react-i18next';
import { cardRanges, type CardRange } from '@/lib/api/cardRanges';
import { RangeMenu } from './RangeMenu';

/** What a card with a time range takes: the range shown and what to do when the reader picks another. */
export type RangeProps = { range?: CardRange; onRangeChange?: (range: CardRange) => void };

/** The time-range menu in a card's header, when the card is given a range to change. */
export function RangeControl({ range, onRangeChange }: RangeProps) {
  const { t } = useTranslation('cards');
  if (!range || !onRangeChange) return null;
  return (
    <RangeMenu
      label={t('cards.range.label')}
      options={cardRanges}
      value={range}
      onChange={onRangeChange}
      format={(r) => t(`cards.range.${r}`)}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { brandNames, cardBrand, lastFour } from './cardNumber';

/** How a card is named once entered: its network and last four digits ("Visa ending in 4242"). */
export function useCardName() {
  const { t } = useTranslation('modal-examples');
  return (number: string) => {
    const brand = cardBrand(number);
    return t('modalExamples.card.ending', {
      name: brand ? brandNames[brand] : t('modalExamples.card.generic'),
      last4: lastFour(number),
    });
  };
}

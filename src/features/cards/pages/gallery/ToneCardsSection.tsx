import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardBody } from '@/ui/card/Card';
import { tones } from '@/ui/theme';
import { CardGrid, Cell, Section } from '../../components/CardGrid';

/** A card filled with its tone. */
const Tinted = styled(Card)<{ $tone: string }>`
  background: var(--c-${(p) => p.$tone});
  color: var(--c-${(p) => p.$tone}-contrast);
  h2,
  h3 {
    color: inherit;
  }
`;

/** A card outlined in its tone. */
const Outlined = styled(Card)<{ $tone: string }>`
  border: 1px solid var(--c-${(p) => p.$tone});
  box-shadow: none;
`;

const looks = { tones: Tinted, borders: Outlined };

/** A card in each of the theme's tones: filled (`tones`) or outlined (`borders`). */
export function ToneCardsSection({ look }: { look: keyof typeof looks }) {
  const { t } = useTranslation('cards');
  const ToneCard = looks[look];
  return (
    <Section aria-labelledby={look}>
      <h2 id={look}>{t(`cards.basic.${look}`)}</h2>
      <CardGrid>
        {tones.map((tone) => (
          <Cell key={tone} $span={4}>
            <ToneCard $tone={tone} title={t(`cards.basic.tone.${tone}`)} titleAs="h3">
              <CardBody>{t('cards.basic.toneBody')}</CardBody>
            </ToneCard>
          </Cell>
        ))}
      </CardGrid>
    </Section>
  );
}

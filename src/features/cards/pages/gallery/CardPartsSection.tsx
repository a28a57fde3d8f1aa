import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '@/ui/badge/Badge';
import { Button } from '@/ui/button/Button';
import { Card, CardBody, CardFooter } from '@/ui/card/Card';
import { CardGrid, Cell, Section } from '../../components/CardGrid';
import { publicUrl } from '@/lib/publicUrl';

const CardImage = styled.img`
  inline-size: 100%;
  block-size: auto;
  border-start-start-radius: var(--radius-lg);
  border-start-end-radius: var(--radius-lg);
`;

const ImageTitle = styled.h3`
  margin: 0 0 var(--space-2);
  font-size: var(--fs-lg);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
`;

const Aligned = styled(CardBody)<{ $align: 'start' | 'center' | 'end' }>`
  text-align: ${(p) => p.$align};
  p {
    margin-block-start: 0;
  }
`;

/** The basic cards' parts: a title, a subtitle, a footer, an image, and the body's alignments. */
export function CardPartsSection() {
  const { t } = useTranslation('cards');
  return (
    <Section aria-labelledby="parts">
      <h2 id="parts">{t('cards.basic.parts')}</h2>
      <CardGrid>
        <Cell $span={4} $stretch>
          <Card title={t('cards.basic.titleOnly')} titleAs="h3">
            <CardBody>{t('cards.basic.body')}</CardBody>
          </Card>
        </Cell>
        <Cell $span={4} $stretch>
          <Card title={t('cards.basic.withSubtitle')} subtitle={t('cards.basic.subtitle')} titleAs="h3">
            <CardBody>{t('cards.basic.body')}</CardBody>
          </Card>
        </Cell>
        <Cell $span={4} $stretch>
          <Card
            title={t('cards.basic.withFooter')}
            titleAs="h3"
            actions={<Badge tone="success">{t('cards.basic.new')}</Badge>}
          >
            <CardBody>{t('cards.basic.body')}</CardBody>
            <CardFooter>
              <Button size="sm">{t('cards.basic.primary')}</Button>
              <Button size="sm" variant="outline">
                {t('cards.basic.secondary')}
              </Button>
            </CardFooter>
          </Card>
        </Cell>
        <Cell $span={4} $stretch>
          <Card>
            <CardImage src={publicUrl('/images/illustrations/2.svg')} alt="" />
            <CardBody>
              <ImageTitle>{t('cards.basic.withImage')}</ImageTitle>
              {t('cards.basic.body')}
            </CardBody>
          </Card>
        </Cell>
        {(['start', 'center', 'end'] as const).map((align) => (
          <Cell key={align} $span={4} $stretch>
            <Card title={t(`cards.basic.align.${align}`)} titleAs="h3">
              <Aligned $align={align}>
                <p>{t('cards.basic.body')}</p>
                <Button size="sm" variant="tint">
                  {t('cards.basic.primary')}
                </Button>
              </Aligned>
            </Card>
          </Cell>
        ))}
      </CardGrid>
    </Section>
  );
}

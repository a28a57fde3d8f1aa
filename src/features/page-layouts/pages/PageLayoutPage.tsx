import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Alert } from '@/ui/alert/Alert';
import { Card, CardBody } from '@/ui/card/Card';

export const pageLayouts = ['collapse-menu', 'layout-boxed', 'without-menu', 'layout-empty'] as const;
export type PageLayout = (typeof pageLayouts)[number];

const Stack = styled.div`
  display: grid;
  gap: var(--space-5);
  h1 {
    margin: 0;
    font-size: var(--fs-xxl);
    color: var(--c-heading);
  }
  p {
    margin: 0;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: var(--space-5);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
`;

/**
 * One of the page-layout demos (/page-layout/...). The route fixes the layout it shows
 * (its handle's `layout`); the page says what is different and how to get it on any page.
 * Layout empty shows the frame alone: the navbar, menu and footer around an empty content area.
 */
export function PageLayoutPage({ layout }: { layout: PageLayout }) {
  const { t } = useTranslation('page-layouts');
  const key = `pageLayouts.${layout}`;
  return (
    <Stack>
      <h1>{t(`${key}.title`)}</h1>
      <Alert tone="primary" title={t('pageLayouts.info')}>
        {t(`${key}.body`)}
      </Alert>
      {layout === 'layout-empty' ? null : (
        <Grid>
          <Card title={t('pageLayouts.howTitle')}>
            <CardBody>
              <p>{t(`${key}.how`)}</p>
            </CardBody>
          </Card>
          <Card title={t('pageLayouts.othersTitle')}>
            <CardBody>
              <p>{t('pageLayouts.others')}</p>
            </CardBody>
          </Card>
        </Grid>
      )}
    </Stack>
  );
}

const Blank = styled.main`
  min-block-size: 100dvh;
  display: grid;
  place-items: center;
  padding: var(--space-5);
  background: var(--c-body);
`;

const BlankCard = styled.div`
  display: grid;
  gap: var(--space-3);
  max-inline-size: 32rem;
  text-align: center;
  h1 {
    margin: 0;
    font-size: var(--fs-xxl);
    color: var(--c-heading);
  }
  p {
    margin: 0;
  }
`;

/** Layout blank: no navbar, menu or footer, the whole window for the page (as sign-in and error pages use). */
export function BlankLayoutPage() {
  const { t } = useTranslation('page-layouts');
  return (
    <Blank>
      <BlankCard>
        <h1>{t('pageLayouts.layout-blank.title')}</h1>
        <p>{t('pageLayouts.layout-blank.body')}</p>
        <p>
          <Link to="/">{t('pageLayouts.back')}</Link>
        </p>
      </BlankCard>
    </Blank>
  );
}

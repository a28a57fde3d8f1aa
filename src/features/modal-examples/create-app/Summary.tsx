import { Fragment } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCardName } from '../card/useCardName';
import { databaseNames, frameworkNames, type CreateAppValues } from './createAppForm';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: var(--space-2) var(--space-5);
  margin: 0;
  dt {
    color: var(--c-muted);
  }
  dd {
    margin: 0;
    color: var(--c-heading);
    font-weight: var(--fw-medium);
    overflow-wrap: anywhere;
  }
`;

/** What will be created, as chosen in the steps before, to check before submitting. */
export function Summary() {
  const { t } = useTranslation('modal-examples');
  const { control } = useFormContext<CreateAppValues>();
  const { name, category, framework, database, card } = useWatch({ control }) as CreateAppValues;
  const cardName = useCardName();
  const rows = [
    ['name', name.trim()],
    ['category', t(`modalExamples.createApp.categories.${category}.title`)],
    ['framework', frameworkNames[framework]],
    ['database', databaseNames[database]],
    ['card', cardName(card.number)],
  ] as const;
  return (
    <>
      <p>{t('modalExamples.createApp.check')}</p>
      <List>
        {rows.map(([key, value]) => (
          <Fragment key={key}>
            <dt>{t(`modalExamples.createApp.summary.${key}`)}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </List>
    </>
  );
}

import { Check, ExternalLink, Minus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '@/ui/badge/Badge';
import { Card, CardBody } from '@/ui/card/Card';
import { Disclosure } from '@/ui/disclosure/Disclosure';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { Table, TableContainer, TBody, Td, Th, THead, Tr } from '@/ui/table/Table';
import licenceText from '../../../../LICENSE?raw';
import { licences, termKinds, terms, type Licence, type Term } from '../licences';

const Prose = styled.div`
  display: grid;
  gap: var(--space-3);
  max-inline-size: 48rem;
  p {
    margin: 0;
  }
`;
const Text = styled.pre`
  margin: 0;
  padding: var(--space-4);
  overflow-x: auto;
  border-radius: var(--radius-md);
  background: var(--c-body);
  font-size: var(--fs-sm);
  white-space: pre-wrap;
`;
const Licences = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
  }
  dl {
    display: grid;
    gap: var(--space-1) var(--space-3);
    margin: 0;
  }
  dt {
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
  dd {
    margin: 0 0 var(--space-2);
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
    color: var(--c-primary-text);
  }
`;
const Section = styled.section`
  display: grid;
  gap: var(--space-4);
  h2 {
    margin: 0;
    font-size: var(--fs-lg);
    color: var(--c-heading);
  }
`;

/** What a licence says on one term, in words and a coloured mark (never colour alone). */
function Answer({ term, yes }: { term: Term; yes: boolean }) {
  const { t } = useTranslation('license');
  const kind = termKinds[term];
  const word = t(`license.answer.${kind}.${yes ? 'yes' : 'no'}`);
  if (kind === 'condition')
    return yes ? (
      <Badge tone="warning">{word}</Badge>
    ) : (
      <Badge tone="secondary" variant="tint">
        {word}
      </Badge>
    );
  return (
    <Badge tone={yes ? 'success' : 'danger'} variant="tint">
      {yes ? (
        <Check aria-hidden size={12} />
      ) : kind === 'grant' ? (
        <Minus aria-hidden size={12} />
      ) : (
        <X aria-hidden size={12} />
      )}
      {word}
    </Badge>
  );
}

function LicenceCard({ licence }: { licence: Licence }) {
  const { t } = useTranslation('license');
  const key = `license.summary.${licence.id}`;
  return (
    <Card title={t(`${key}.name`)} titleAs="h3" subtitle={licence.id}>
      <CardBody>
        <dl>
          <dt>{t('license.shipped.covers')}</dt>
          <dd>{licence.examples.join(', ')}</dd>
          <dt>{t('license.shipped.allows')}</dt>
          <dd>{t(`${key}.allows`)}</dd>
          <dt>{t('license.shipped.asks')}</dt>
          <dd>{t(`${key}.asks`)}</dd>
          <dt>{t('license.shipped.withholds')}</dt>
          <dd>{t(`${key}.withholds`)}</dd>
        </dl>
        <a href={licence.url} target="_blank" rel="noopener noreferrer">
          {t('license.shipped.read', { name: t(`${key}.name`) })}
          <ExternalLink aria-hidden size={14} />
        </a>
      </CardBody>
    </Card>
  );
}

/**
 * `/pages/license`: what a person may do with the template (MIT, its text from the repository's
 * LICENSE file, so the two never differ), the licences of the libraries, font and icons it ships,
 * and a table comparing them. A unit test holds the list to package.json's dependencies.
 */
export function LicensePage() {
  const { t } = useTranslation('license');
  return (
    <PageStack>
      <PageHeader title={t('license.title')} description={t('license.description')} />
      <Card title={t('license.template.title')}>
        <CardBody>
          <Prose>
            <p>{t('license.template.lead')}</p>
            <p>{t('license.template.ask')}</p>
            <p>{t('license.template.warranty')}</p>
            <Disclosure summary={t('license.template.fullText')}>
              <p>{t('license.template.englishOnly')}</p>
              <Text lang="en">{licenceText}</Text>
            </Disclosure>
          </Prose>
        </CardBody>
      </Card>
      <Section aria-labelledby="licences-shipped">
        <h2 id="licences-shipped">{t('license.shipped.title')}</h2>
        <Licences>
          {licences.map((licence) => (
            <li key={licence.id}>
              <LicenceCard licence={licence} />
            </li>
          ))}
        </Licences>
      </Section>
      <Card title={t('license.table.title')}>
        <TableContainer tabIndex={0} aria-labelledby="licence-table-caption">
          <Table>
            <caption id="licence-table-caption" className="visually-hidden">
              {t('license.table.caption')}
            </caption>
            <THead>
              <Tr>
                <Th scope="col">{t('license.table.term')}</Th>
                {licences.map((licence) => (
                  <Th key={licence.id} scope="col">
                    {licence.id}
                  </Th>
                ))}
              </Tr>
            </THead>
            <TBody>
              {terms.map((term) => (
                <Tr key={term}>
                  <Th scope="row">{t(`license.term.${term}`)}</Th>
                  {licences.map((licence) => (
                    <Td key={licence.id}>
                      <Answer term={term} yes={licence.answers[term]} />
                    </Td>
                  ))}
                </Tr>
              ))}
            </TBody>
          </Table>
        </TableContainer>
      </Card>
      <Card title={t('license.pinned.title')}>
        <CardBody>
          <Prose>
            <p>{t('license.pinned.text')}</p>
          </Prose>
        </CardBody>
      </Card>
    </PageStack>
  );
}

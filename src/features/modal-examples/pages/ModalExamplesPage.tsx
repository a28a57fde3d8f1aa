import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { ExampleCard } from '../components/ExampleCard';
import { examples } from '../examples';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
  }
`;

/**
 * `/pages/modal-examples`: seven dialogs a product often needs (share a project, add a card,
 * change the plan, edit a user, turn on two-factor sign-in, refer a friend, create an app), each on
 * a card with the button that shows it. Every dialog is a working form on the kit's Modal.
 */
export function ModalExamplesPage() {
  const { t } = useTranslation('modal-examples');
  return (
    <PageStack>
      <PageHeader title={t('modalExamples.title')} description={t('modalExamples.description')} />
      <Grid>
        {examples.map((example) => (
          <li key={example.id}>
            <ExampleCard example={example} />
          </li>
        ))}
      </Grid>
    </PageStack>
  );
}

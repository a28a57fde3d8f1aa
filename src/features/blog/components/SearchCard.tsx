import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardBody } from '@/ui/card/Card';
import { SearchInput } from '@/ui/input/SearchInput';

/** The box takes the card's width. */
const Form = styled.form`
  display: grid;
  > * {
    inline-size: 100%;
  }
`;

type Props = { typed: string; onType: (text: string) => void; onSubmit: () => void };

/** The sidebar's search box in its card: a search landmark; Enter submits. */
export function SearchCard({ typed, onType, onSubmit }: Props) {
  const { t } = useTranslation('blog');
  return (
    <Card>
      <CardBody>
        <Form
          role="search"
          aria-label={t('blog.search')}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <SearchInput
            label={t('blog.search')}
            placeholder={t('blog.searchPlaceholder')}
            value={typed}
            onChange={(event) => onType(event.target.value)}
          />
        </Form>
      </CardBody>
    </Card>
  );
}

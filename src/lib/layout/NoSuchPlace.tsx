import { Link } from 'react-router';
import { Card } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';

type Props = {
  /** The app's title, as its page header has it. */
  page: string;
  title: string;
  hint: string;
  /** The way back: the app's first place. */
  to: string;
  linkLabel: string;
};

/** An app screen whose address names none of its places (a folder, a view): said so, with the way back. */
export function NoSuchPlace({ page, title, hint, to, linkLabel }: Props) {
  return (
    <PageStack>
      <PageHeader title={page} />
      <Card>
        <EmptyState titleAs="h2" title={title} description={hint} action={<Link to={to}>{linkLabel}</Link>} />
      </Card>
    </PageStack>
  );
}

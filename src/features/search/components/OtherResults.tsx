import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SearchGroup } from '../filterSearch';
import { publicUrl } from '@/lib/publicUrl';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-2) var(--space-3);
  img {
    inline-size: 1.75rem;
    block-size: 1.75rem;
    border-radius: var(--radius-sm);
  }
  small {
    display: block;
    color: var(--c-muted);
  }
`;

/** The search's files and contacts: shown to read (a contact's email is a link), not chosen with the arrow keys. */
export function OtherResults({ groups, listId }: { groups: SearchGroup[]; listId: string }) {
  const { t } = useTranslation('shell');
  return (
    <>
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={`${listId}-${group.title}`}>
          <h3 id={`${listId}-${group.title}`}>{t(`search.${group.title.toLowerCase()}`)}</h3>
          <ul>
            {group.results.map((result) =>
              result.kind === 'file' ? (
                <Row key={result.key}>
                  <img src={publicUrl(result.item.file)} alt="" width={28} height={28} />
                  <span>
                    {result.item.title}
                    <small>
                      {result.item.by} · {result.item.size}
                    </small>
                  </span>
                </Row>
              ) : result.kind === 'contact' ? (
                <Row key={result.key}>
                  <img src={publicUrl(result.item.img)} alt="" width={28} height={28} />
                  <span>
                    {result.item.title}
                    <small>
                      <a href={`mailto:${result.item.email}`}>{result.item.email}</a>
                    </small>
                  </span>
                </Row>
              ) : null,
            )}
          </ul>
        </section>
      ))}
    </>
  );
}

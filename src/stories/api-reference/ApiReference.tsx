import styled from 'styled-components';
import type { OpenApiDocument } from './openApi';
import { OperationCard } from './OperationCard';

const Page = styled.div`
  display: grid;
  gap: var(--space-6);
  color: var(--c-text);
  font-size: var(--fs-md);
  h2 {
    margin: var(--space-4) 0 0;
    font-size: var(--fs-xl);
    color: var(--c-heading);
  }
`;

export type ApiReferenceProps = {
  doc: OpenApiDocument;
  /** Only the operations with this tag (a domain: Invoices, Email, …). */
  tag?: string;
};

/** The demo server's OpenAPI document as a page: operations grouped by domain, schemas on demand. */
export function ApiReference({ doc, tag }: ApiReferenceProps) {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const tags = [...new Set(operations.map((o) => o.op.tags[0]!))].filter((t) => !tag || t === tag);
  return (
    <Page>
      {tags.map((name) => (
        <section key={name} aria-label={name}>
          <h2>{name}</h2>
          <div style={{ display: 'grid', gap: 'var(--space-4)', marginBlockStart: 'var(--space-3)' }}>
            {operations
              .filter((o) => o.op.tags[0] === name)
              .map((o) => (
                <OperationCard key={o.op.operationId} method={o.method} path={o.path} op={o.op} doc={doc} />
              ))}
          </div>
        </section>
      ))}
    </Page>
  );
}

import { useId } from 'react';
import styled from 'styled-components';
import { Badge } from '@/ui/badge/Badge';
import { Table, TableContainer, TBody, THead } from '@/ui/table/Table';
import type { Tone } from '@/ui/theme/tokens';
import type { OpenApiDocument, Operation as OperationObject, Schema } from './openApi';

const methodTone: Record<string, Tone> = { get: 'info', post: 'success', delete: 'danger' };
const statusTone = (status: string): Tone => (status.startsWith('2') ? 'success' : 'warning');
const refName = (ref: string) => ref.split('/').at(-1)!;

/** A schema in a few words: `integer ≥ 1 (default 1)`, `one of: asc, desc`, or a link to a named one. */
function describeSchema(schema: Schema): string {
  if (schema.enum) return `one of: ${schema.enum.join(', ')}`;
  if (schema.type === 'array' && schema.items) return `list of ${describeSchema(schema.items)}`;
  const parts = [Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any')];
  if (schema.format) parts.push(`(${schema.format})`);
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  if (schema.maxLength !== undefined) parts.push(`up to ${schema.maxLength} characters`);
  return parts.join(' ');
}

/** Text with `code` spans, as the document's summaries and descriptions write them. */
function Prose({ text }: { text: string }) {
  return <>{text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}

const Operation = styled.section`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-5);
  background: var(--c-card);
  border: var(--card-border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-2);
    margin: 0;
    font-size: var(--fs-lg);
    color: var(--c-heading);
  }
  h4 {
    margin: var(--space-2) 0 0;
    font-size: var(--fs-sm);
    text-transform: uppercase;
    letter-spacing: 0.03em;
    color: var(--c-muted);
  }
  p {
    margin: 0;
  }
`;

const Path = styled.code`
  font-size: var(--fs-md);
  overflow-wrap: anywhere;
`;

const Responses = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: var(--space-2);
  }
`;

const SchemaBlock = styled.details`
  summary {
    cursor: pointer;
    color: var(--c-primary-text);
  }
  /* Wraps instead of scrolling, so no scroll region needs keyboard focus. */
  pre {
    margin: var(--space-2) 0 0;
    padding: var(--space-3);
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: var(--fs-sm);
    background: var(--c-body);
    border-radius: var(--radius-md);
  }
`;

function SchemaLink({ schema, doc }: { schema: Schema; doc: OpenApiDocument }) {
  if (!schema.$ref) return <code>{describeSchema(schema)}</code>;
  const name = refName(schema.$ref);
  return (
    <SchemaBlock>
      <summary>
        <code>{name}</code>
      </summary>
      <pre aria-label={`${name} schema`}>{JSON.stringify(doc.components.schemas[name], null, 2)}</pre>
    </SchemaBlock>
  );
}

export function OperationCard({
  method,
  path,
  op,
  doc,
}: {
  method: string;
  path: string;
  op: OperationObject;
  doc: OpenApiDocument;
}) {
  const headingId = useId();
  const body = op.requestBody?.content?.['application/json'].schema;
  return (
    <Operation aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Badge tone={methodTone[method] ?? 'secondary'} variant="solid">
          {method.toUpperCase()}
        </Badge>
        <Path>{path}</Path>
      </h3>
      <p>
        <strong>
          <Prose text={op.summary} />
        </strong>
        {op.description ? (
          <>
            {' — '}
            <Prose text={op.description} />
          </>
        ) : null}
      </p>
      {op.parameters?.length ? (
        <>
          <h4>Parameters</h4>
          <TableContainer>
            <Table>
              <THead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">In</th>
                  <th scope="col">Schema</th>
                  <th scope="col">Default</th>
                </tr>
              </THead>
              <TBody>
                {op.parameters.map((p) => (
                  <tr key={`${p.in}-${p.name}`}>
                    <td>
                      <code>{p.name}</code>
                      {p.required ? ' (required)' : null}
                    </td>
                    <td>{p.in}</td>
                    <td>
                      {describeSchema(p.schema)}
                      {p.description ? <div>{p.description}</div> : null}
                    </td>
                    <td>{p.schema.default === undefined ? '—' : <code>{JSON.stringify(p.schema.default)}</code>}</td>
                  </tr>
                ))}
              </TBody>
            </Table>
          </TableContainer>
        </>
      ) : null}
      {body ? (
        <>
          <h4>Request body</h4>
          <SchemaLink schema={body} doc={doc} />
        </>
      ) : null}
      <h4>Responses</h4>
      <Responses>
        {Object.entries(op.responses).map(([status, response]) => {
          const schema = response.content?.['application/json'].schema;
          return (
            <li key={status}>
              <Badge tone={statusTone(status)}>{status}</Badge>
              <span>
                <Prose text={response.description} />
              </span>
              {schema ? <SchemaLink schema={schema} doc={doc} /> : null}
            </li>
          );
        })}
      </Responses>
    </Operation>
  );
}

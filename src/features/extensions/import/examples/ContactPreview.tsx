import styled from 'styled-components';
import { Field } from '@/ui/field/Field';
import { Select } from '@/ui/select/Select';
import { Table, TableContainer, TBody, Td, Th, THead, Tr } from '@/ui/table/Table';
import { useScrollRegion } from '@/ui/table/useScrollRegion';
import { contactFields, type CheckedRow, type Mapping } from './contactRows';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: var(--space-2);
    padding: 0;
    font-weight: 600;
    color: var(--c-heading);
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: var(--space-3);
`;

const Problems = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--c-danger-text);
`;

/** A cell the row's problems name. */
const Preview = styled(TableContainer)`
  [data-problem] {
    color: var(--c-danger-text);
    text-decoration: underline wavy;
    text-decoration-skip-ink: none;
  }
`;

const NOT_IMPORTED = 'none';

type Props = {
  header: readonly string[];
  mapping: Mapping;
  onMappingChange: (mapping: Mapping) => void;
  rows: readonly CheckedRow[];
};

/** Which column feeds each field, then every row as it will be imported, its problems beside it. */
export function ContactPreview({ header, mapping, onMappingChange, rows }: Props) {
  const scrollRegion = useScrollRegion<HTMLDivElement>('The rows to import, scrollable');
  const options = [
    { value: NOT_IMPORTED, label: 'Not imported' },
    ...header.map((title, index) => ({ value: String(index), label: title })),
  ];
  return (
    <>
      <Fieldset>
        <legend>Match the file’s columns</legend>
        <Columns>
          {contactFields.map((field) => (
            <Field
              key={field.key}
              label={field.label}
              required={field.required}
              error={field.required && mapping[field.key] === undefined ? 'Choose its column' : undefined}
            >
              <Select
                options={options}
                value={mapping[field.key] === undefined ? NOT_IMPORTED : String(mapping[field.key])}
                onValueChange={(value) =>
                  onMappingChange({ ...mapping, [field.key]: value === NOT_IMPORTED ? undefined : Number(value) })
                }
              />
            </Field>
          ))}
        </Columns>
      </Fieldset>
      <Preview {...scrollRegion}>
        <Table size="sm">
          <caption>The rows to import</caption>
          <THead>
            <tr>
              <Th scope="col">Line</Th>
              {contactFields.map((field) => (
                <Th key={field.key} scope="col">
                  {field.label}
                </Th>
              ))}
              <Th scope="col">Problems</Th>
            </tr>
          </THead>
          <TBody>
            {rows.map((row) => (
              <Tr key={row.line} tone={row.problems ? 'danger' : undefined}>
                <Th scope="row">{row.line}</Th>
                {contactFields.map((field) => (
                  <Td key={field.key} data-problem={row.problems?.[field.key] ? '' : undefined}>
                    {row.values[field.key]}
                  </Td>
                ))}
                <Td>
                  {row.problems ? (
                    <Problems>
                      {Object.values(row.problems).map((problem) => (
                        <li key={problem}>{problem}</li>
                      ))}
                    </Problems>
                  ) : (
                    'Ready'
                  )}
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </Preview>
    </>
  );
}

import { Table, TableContainer, TBody, Td, Th, THead, Tr } from '@/ui/table/Table';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const regions = [
  { region: 'North', sales: [12, 14, 13, 17, 19, 22, 24, 23, 20, 18, 16, 21] },
  { region: 'South', sales: [9, 10, 12, 11, 14, 15, 17, 18, 16, 15, 13, 14] },
];

/**
 * `TableContainer`: a wide table scrolls sideways inside it instead of widening the page. While it
 * scrolls it is a named region in the tab order, so the keyboard can scroll it too.
 */
export default function ResponsiveTable() {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Sales by month, scrollable">
      <Table style={{ minInlineSize: '56rem' }}>
        <THead>
          <tr>
            <Th scope="col">Region</Th>
            {months.map((month) => (
              <Th key={month} scope="col">
                {month}
              </Th>
            ))}
          </tr>
        </THead>
        <TBody>
          {regions.map(({ region, sales }) => (
            <Tr key={region}>
              <Th scope="row">{region}</Th>
              {sales.map((value, month) => (
                <Td key={months[month]}>{value}k</Td>
              ))}
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  );
}

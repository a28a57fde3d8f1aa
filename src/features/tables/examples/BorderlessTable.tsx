import { Check, Minus } from 'lucide-react';
import { Table, TableContainer, TBody, Td, Th, THead, Tr } from '@/ui/table/Table';
import { useScrollRegion } from '@/ui/table/useScrollRegion';

const features: [string, boolean, boolean][] = [
  ['Unlimited projects', false, true],
  ['Priority support', false, true],
  ['Single sign-on', true, true],
];

/** `borderless`: no lines at all, for a short list inside a card. */
export default function BorderlessTable() {
  const scrollRegion = useScrollRegion<HTMLDivElement>('Features by plan, scrollable');
  const mark = (has: boolean) =>
    has ? <Check aria-label="Included" role="img" /> : <Minus aria-label="Not included" role="img" />;
  return (
    <TableContainer {...scrollRegion}>
      <Table borderless hover={false}>
        <THead>
          <tr>
            <Th scope="col">Feature</Th>
            <Th scope="col">Team</Th>
            <Th scope="col">Business</Th>
          </tr>
        </THead>
        <TBody>
          {features.map(([feature, team, business]) => (
            <Tr key={feature}>
              <Th scope="row">{feature}</Th>
              <Td>{mark(team)}</Td>
              <Td>{mark(business)}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  );
}

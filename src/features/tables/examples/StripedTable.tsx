import { Avatar } from '@/ui/avatar/Avatar';
import { Table, TableContainer, TBody, Td, Th, THead, Tr } from '@/ui/table/Table';
import { useScrollRegion } from '@/ui/table/useScrollRegion';

const team = ['Dara Okafor', 'Elena Rossi', 'Farid Haddad', 'Grace Lin', 'Hugo Martin'];

/** `striped`: every other row shaded, which helps the eye along long rows. */
export default function StripedTable() {
  const scrollRegion = useScrollRegion<HTMLDivElement>('Team, scrollable');
  return (
    <TableContainer {...scrollRegion}>
      <Table striped>
        <THead>
          <tr>
            <Th scope="col">Member</Th>
            <Th scope="col">Seat</Th>
          </tr>
        </THead>
        <TBody>
          {team.map((name, seat) => (
            <Tr key={name}>
              <Td>
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
                  <Avatar name={name} size="sm" />
                  {name}
                </span>
              </Td>
              <Td>{`Desk ${seat + 1}`}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  );
}

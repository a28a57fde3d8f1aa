import { Table, TableContainer, TBody, Td, Th, THead, Tr } from '@/ui/table/Table';
import { useScrollRegion } from '@/ui/table/useScrollRegion';

const projects = [
  { name: 'Website redesign', client: 'Northwind', lead: 'Amelia Hart', due: 'Mar 14' },
  { name: 'Mobile app', client: 'Lumen', lead: 'Bruno Costa', due: 'Apr 2' },
  { name: 'Data warehouse', client: 'Acme', lead: 'Chen Wei', due: 'May 20' },
];

/** A plain table: a header row and body rows, lines between the rows. */
export default function BasicTable() {
  const scrollRegion = useScrollRegion<HTMLDivElement>('Projects, scrollable');
  return (
    <TableContainer {...scrollRegion}>
      <Table>
        <THead>
          <tr>
            <Th scope="col">Project</Th>
            <Th scope="col">Client</Th>
            <Th scope="col">Lead</Th>
            <Th scope="col">Due</Th>
          </tr>
        </THead>
        <TBody>
          {projects.map((project) => (
            <Tr key={project.name}>
              <Td>{project.name}</Td>
              <Td>{project.client}</Td>
              <Td>{project.lead}</Td>
              <Td>{project.due}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  );
}

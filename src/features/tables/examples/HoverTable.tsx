import { useState } from 'react';
import { Table, TableContainer, TBody, Td, Th, THead, Tr } from '@/ui/table/Table';
import { useScrollRegion } from '@/ui/table/useScrollRegion';

const tasks = ['Write the release notes', 'Review the pull request', 'Book the venue'];

/**
 * Rows light up under the pointer (the default); choosing one marks it with `aria-selected`, which
 * the kit draws in the primary tint. `hover={false}` turns the highlight off.
 */
export default function HoverTable() {
  const scrollRegion = useScrollRegion<HTMLDivElement>('Tasks, scrollable');
  const [chosen, setChosen] = useState(tasks[0]);
  return (
    <TableContainer {...scrollRegion}>
      <Table hover>
        <THead>
          <tr>
            <Th scope="col">Task</Th>
            <Th scope="col">Choose</Th>
          </tr>
        </THead>
        <TBody>
          {tasks.map((task) => (
            <Tr key={task} aria-selected={task === chosen}>
              <Td>{task}</Td>
              <Td>
                <input
                  type="radio"
                  name="hover-example-task"
                  aria-label={`Choose ${task}`}
                  checked={task === chosen}
                  onChange={() => setChosen(task)}
                />
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  );
}

import { Table, TableContainer, TBody, Td, Th, THead, Tr } from '@/ui/table/Table';
import { useScrollRegion } from '@/ui/table/useScrollRegion';
import type { Tone } from '@/ui/theme/tokens';

const deploys: { service: string; result: string; tone: Tone }[] = [
  { service: 'api', result: 'Deployed', tone: 'success' },
  { service: 'web', result: 'Rolled back', tone: 'danger' },
  { service: 'worker', result: 'Waiting for approval', tone: 'warning' },
  { service: 'search', result: 'Building', tone: 'info' },
  { service: 'mailer', result: 'Queued', tone: 'primary' },
  { service: 'cron', result: 'Paused', tone: 'secondary' },
];

/**
 * `<Tr tone>`: a row tinted in a tone, its text in the tone's readable colour. The colour is never
 * the only sign: the result is written in the row.
 */
export default function ContextualTable() {
  const scrollRegion = useScrollRegion<HTMLDivElement>('Deploys, scrollable');
  return (
    <TableContainer {...scrollRegion}>
      <Table>
        <THead>
          <tr>
            <Th scope="col">Service</Th>
            <Th scope="col">Last deploy</Th>
          </tr>
        </THead>
        <TBody>
          {deploys.map((deploy) => (
            <Tr key={deploy.service} tone={deploy.tone}>
              <Th scope="row">{deploy.service}</Th>
              <Td>{deploy.result}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  );
}

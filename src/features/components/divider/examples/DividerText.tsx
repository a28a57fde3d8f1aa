import { Divider } from '@/ui/divider/Divider';

/**
 * Words on the line, at the start, in the middle or at the end (`align`). The words name the separator
 * for screen readers. Start and end follow the reading direction.
 */
export default function DividerText() {
  return (
    <div>
      <Divider align="start">Personal details</Divider>
      <Divider>Today</Divider>
      <Divider align="end">Older</Divider>
    </div>
  );
}

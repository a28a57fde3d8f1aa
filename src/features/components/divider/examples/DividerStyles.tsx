import { Divider } from '@/ui/divider/Divider';

/** The line solid (the default), dashed or dotted, with words or without. */
export default function DividerStyles() {
  return (
    <div>
      <Divider>Solid</Divider>
      <Divider variant="dashed">Dashed</Divider>
      <Divider variant="dotted">Dotted</Divider>
      <Divider variant="dashed" />
    </div>
  );
}

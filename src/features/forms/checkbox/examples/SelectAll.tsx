import { useState } from 'react';
import { Checkbox } from '@/ui/checkbox/Checkbox';

const channels = ['Email', 'SMS', 'Push'];

/**
 * A parent box over its children: checked when all are, empty when none is, and `indeterminate` (a dash,
 * read as "mixed") in between; checking it checks them all, unchecking it clears them.
 */
export default function SelectAll() {
  const [on, setOn] = useState(['Email']);
  const all = on.length === channels.length ? true : on.length === 0 ? false : 'indeterminate';
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Checkbox
        label="All channels"
        checked={all}
        onCheckedChange={() => setOn(all === true ? [] : channels)}
        aria-controls="select-all-children"
      />
      <div id="select-all-children" style={{ display: 'grid', gap: '0.5rem', paddingInlineStart: '1.75rem' }}>
        {channels.map((channel) => (
          <Checkbox
            key={channel}
            label={channel}
            checked={on.includes(channel)}
            onCheckedChange={(checked) =>
              setOn((was) =>
                checked === true
                  ? channels.filter((c) => c === channel || was.includes(c))
                  : was.filter((c) => c !== channel),
              )
            }
          />
        ))}
      </div>
    </div>
  );
}

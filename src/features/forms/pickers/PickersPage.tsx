import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import ColourPicker from './examples/ColourPicker';
import colourSource from './examples/ColourPicker.tsx?raw';
import DateRange from './examples/DateRange';
import rangeSource from './examples/DateRange.tsx?raw';
import DateTimePicker from './examples/DateTimePicker';
import dateTimeSource from './examples/DateTimePicker.tsx?raw';
import DisabledDays from './examples/DisabledDays';
import disabledSource from './examples/DisabledDays.tsx?raw';
import MinMaxWeeks from './examples/MinMaxWeeks';
import minMaxSource from './examples/MinMaxWeeks.tsx?raw';
import MultipleDays from './examples/MultipleDays';
import multipleSource from './examples/MultipleDays.tsx?raw';
import SingleDate from './examples/SingleDate';
import singleSource from './examples/SingleDate.tsx?raw';
import TimePicker from './examples/TimePicker';
import timeSource from './examples/TimePicker.tsx?raw';

const story = (name: string) => `forms-form-elements-pickers--${name}`;

/** Each example: its key in `formPickers`, the component, its source, its file and its own story. */
const examples = [
  { key: 'date', Component: SingleDate, source: singleSource, file: 'SingleDate.tsx', story: story('single-date') },
  { key: 'range', Component: DateRange, source: rangeSource, file: 'DateRange.tsx', story: story('range') },
  {
    key: 'multiple',
    Component: MultipleDays,
    source: multipleSource,
    file: 'MultipleDays.tsx',
    story: story('multiple-days'),
  },
  {
    key: 'disabled',
    Component: DisabledDays,
    source: disabledSource,
    file: 'DisabledDays.tsx',
    story: story('disabled-days'),
  },
  {
    key: 'minMax',
    Component: MinMaxWeeks,
    source: minMaxSource,
    file: 'MinMaxWeeks.tsx',
    story: story('min-max-and-week-numbers'),
  },
  { key: 'time', Component: TimePicker, source: timeSource, file: 'TimePicker.tsx', story: story('time') },
  {
    key: 'dateTime',
    Component: DateTimePicker,
    source: dateTimeSource,
    file: 'DateTimePicker.tsx',
    story: story('date-and-time'),
  },
  { key: 'colour', Component: ColourPicker, source: colourSource, file: 'ColourPicker.tsx', story: story('colour') },
] satisfies DemoExample[];

/**
 * `/forms/elements/pickers`: react-day-picker through the kit (a date, a range, several days,
 * disabled days, min and max with week numbers, in the reader's language), the kit's time field,
 * a date and time together, and the colour picker.
 */
export function PickersPage() {
  return <DemoPage namespace="forms" words="formPickers" examples={examples} column="20rem" />;
}

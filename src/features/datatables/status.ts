import type { Tone } from '@/ui/theme/tokens';

type StatusLook = { key: string; tone: Tone };

/**
 * The app's reading of an employee's status number (1–5), which the demo data leaves unnamed
 * (docs/demo-api.md, Data tables): a translation key and a colour for each, in number order.
 */
const looks: StatusLook[] = [
  { key: 'current', tone: 'primary' },
  { key: 'professional', tone: 'success' },
  { key: 'rejected', tone: 'danger' },
  { key: 'resigned', tone: 'warning' },
  { key: 'applied', tone: 'info' },
];

/** A status number's name and colour; a number outside 1–5 (which the schema refuses) reads as unknown. */
export const statusLook = (status: number): StatusLook => looks[status - 1] ?? { key: 'unknown', tone: 'secondary' };

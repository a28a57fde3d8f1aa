/**
 * The licences under which the app ships its code, fonts and icons, and what each allows, asks and
 * withholds: the data behind the licence page. A unit test checks that every library the app ships
 * (package.json's dependencies) is under one of these, so the page can never leave one out.
 */
export const licenceIds = ['MIT', 'ISC', 'OFL-1.1', 'MPL-2.0', 'Apache-2.0'] as const;
export type LicenceId = (typeof licenceIds)[number];

/**
 * What the comparison table asks of each licence, by kind: what you may do (allowed or not), what you
 * must do (required or not), and what it gives you (given or not).
 */
export const termKinds = {
  commercial: 'permission',
  modify: 'permission',
  distribute: 'permission',
  sublicense: 'permission',
  sellAlone: 'permission',
  notice: 'condition',
  sameLicence: 'condition',
  patents: 'grant',
} as const;
export type Term = keyof typeof termKinds;
export const terms = Object.keys(termKinds) as Term[];

export type Licence = {
  id: LicenceId;
  /** Where the licence's full text is published. */
  url: string;
  /** What the app ships under it, named as their packages are. */
  examples: string[];
  answers: Record<Term, boolean>;
};

/** MIT and ISC: anything, as long as the notice stays; no patent grant. */
const permissive: Record<Term, boolean> = {
  commercial: true,
  modify: true,
  distribute: true,
  sublicense: true,
  patents: false,
  notice: true,
  sameLicence: false,
  sellAlone: true,
};

export const licences: Licence[] = [
  {
    id: 'MIT',
    url: 'https://opensource.org/license/mit',
    examples: ['Atrium (this template)', 'React', 'FullCalendar', 'Tiptap', 'Radix UI', 'ApexCharts 4.7'],
    answers: permissive,
  },
  {
    id: 'ISC',
    url: 'https://opensource.org/license/isc-license-txt',
    examples: ['Lucide icons'],
    answers: permissive,
  },
  {
    id: 'OFL-1.1',
    url: 'https://openfontlicense.org/open-font-license-official-text/',
    examples: ['Public Sans (the typeface)'],
    answers: {
      commercial: true,
      modify: true,
      distribute: true,
      sublicense: false,
      patents: false,
      notice: true,
      sameLicence: true,
      sellAlone: false,
    },
  },
  {
    id: 'MPL-2.0',
    url: 'https://www.mozilla.org/en-US/MPL/2.0/',
    examples: ['DOMPurify (also under Apache 2.0)'],
    answers: {
      commercial: true,
      modify: true,
      distribute: true,
      sublicense: false,
      patents: true,
      notice: true,
      sameLicence: true,
      sellAlone: true,
    },
  },
  {
    id: 'Apache-2.0',
    url: 'https://www.apache.org/licenses/LICENSE-2.0',
    examples: ['DOMPurify (also under MPL 2.0)'],
    answers: {
      commercial: true,
      modify: true,
      distribute: true,
      sublicense: true,
      patents: true,
      notice: true,
      sameLicence: false,
      sellAlone: true,
    },
  },
];

/**
 * Whether an npm `license` field (an SPDX expression such as `MIT` or `(MPL-2.0 OR Apache-2.0)`)
 * is covered: for an OR, one of its licences is enough.
 */
export function covered(expression: string): boolean {
  return expression
    .replace(/[()]/g, '')
    .split(/\s+OR\s+/)
    .some((id) => licenceIds.includes(id.trim() as LicenceId));
}

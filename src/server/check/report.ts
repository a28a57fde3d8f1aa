import type { Outcome } from './checker';
import type { Report } from './run';

const width = (lines: string[]) => Math.max(0, ...lines.map((line) => line.length));

function endpointLines(outcome: Outcome, keyWidth: number): string[] {
  const head = `  ${outcome.key.padEnd(keyWidth)}  `;
  const indent = ' '.repeat(head.length + 6);
  if (outcome.status === 'fail') {
    // The valid call's problem first: it is what a screen would meet.
    const failed = outcome.checks.filter((check) => !check.ok);
    const ordered = [
      ...failed.filter((c) => c.what === 'valid call'),
      ...failed.filter((c) => c.what !== 'valid call'),
    ];
    const [first, ...rest] = ordered.map((check) => check.problem!);
    return [`${head}fail  ${first}`, ...rest.map((problem) => `${indent}${problem}`)];
  }
  if (outcome.status === 'skipped') return [`${head}${outcome.notes[0] ?? 'skipped'}`];
  return [`${head}pass${outcome.notes.length ? `  (${outcome.notes.join('; ')})` : ''}`];
}

const notReady = (missing: Report['screens'][number]['missing']) => {
  const by = new Map<string, string[]>();
  for (const { endpoint, status } of missing) by.set(status, [...(by.get(status) ?? []), endpoint]);
  return [...by].map(([status, list]) => `${status}: ${list.join(', ')}`).join('; ');
};

/** The report as people read it: each endpoint, what was left behind, each screen, the totals. */
export function formatReport(report: Report): string {
  const mode = report.testServer ? 'writes checked (--test-server)' : 'read-only';
  const lines = [
    `API check of ${report.url} as ${report.signedInAs}, ${mode}${report.only ? `, only ${report.only}` : ''}`,
    '',
  ];
  if (report.signIn) lines.push(`fail  sign-in: ${report.signIn}`, '');
  const keyWidth = width(report.endpoints.map((e) => e.key));
  lines.push('Endpoints', ...report.endpoints.flatMap((outcome) => endpointLines(outcome, keyWidth)), '');
  if (report.leftBehind.length)
    lines.push(
      'Left behind (created by the check; the contract cannot delete them)',
      ...report.leftBehind.map((r) => `  - ${r}`),
      '',
    );

  const titleWidth = width(report.screens.map((s) => s.title));
  lines.push(
    'Screens (the endpoints their stories list in parameters.endpoints)',
    ...report.screens.map(
      (s) =>
        `  ${s.title.padEnd(titleWidth)}  ${s.ready ? 'ready' : `${s.passed} of ${s.total} endpoint${s.total === 1 ? '' : 's'}  (${notReady(s.missing)})`}`,
    ),
  );
  if (report.screensWithoutEndpoints)
    lines.push(`  and ${report.screensWithoutEndpoints} screens that call no endpoint`);
  const { pass, fail, skipped, screens, screensReady } = report.summary;
  lines.push(
    '',
    `${report.endpoints.length} endpoints: ${pass} pass, ${fail} fail, ${skipped} skipped. ${screensReady} of ${screens} screens ready.`,
  );
  return lines.join('\n');
}

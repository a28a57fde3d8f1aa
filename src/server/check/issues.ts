import type * as z from '@/lib/api/zod';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** `invoices[0].total`; the body itself is `(body)`. */
export const pathText = (path: Path) =>
  path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  ) || '(body)';

const valueAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (current, key) => (current !== null && typeof current === 'object' ? (current as never)[key] : undefined),
    value,
  );

const short = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** What came, in a few words: `string "12.5"`, `number 3`, `null`, `nothing`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'string') return `string ${short(value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

// A union's member that got furthest (its first issue lies deepest) is the one the answer meant.
function closest(branches: readonly Issue[][]): Issue[] {
  const depth = (issues: Issue[]) => Math.max(...issues.map((issue) => issue.path.length));
  return [...branches].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0] ?? [];
}

function expectation(issue: Issue, received: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, got ${describeValue(received)}`;
    case 'invalid_value':
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, got ${describeValue(received)}`;
    case 'invalid_format':
      return `expected ${issue.format === 'regex' ? 'text matching the pattern' : `${/^[aeiou]/.test(issue.format) ? 'an' : 'a'} ${issue.format}`}, got ${describeValue(received)}`;
    case 'unrecognized_keys':
      return `unexpected ${issue.keys.length > 1 ? 'keys' : 'key'} ${issue.keys.join(', ')}`;
    case 'too_small':
    case 'too_big':
      return `${issue.message.replace(/^Too (small|big): /, '')}, got ${describeValue(received)}`;
    default:
      return `${issue.message}, got ${describeValue(received)}`;
  }
}

/**
 * Each way `body` misses `schema`, naming the field, what the contract expects and what came:
 * `invoices[0].total: expected number, got string "12.5"`.
 */
export function schemaProblems(schema: z.ZodMiniType, body: unknown): string[] {
  const parsed = schema.safeParse(body);
  if (parsed.success) return [];
  const explain = (issue: Issue, base: Path): string[] => {
    const path = [...base, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const branch = closest(issue.errors);
      // Every member failed at the top: say which types would do.
      if (branch.every((inner) => inner.path.length === 0 && inner.code === 'invalid_type')) {
        const types = issue.errors.flatMap((b) =>
          b.map((inner) => (inner.code === 'invalid_type' ? inner.expected : '')),
        );
        return [
          `${pathText(path)}: expected ${[...new Set(types)].join(' or ')}, got ${describeValue(valueAt(body, path))}`,
        ];
      }
      return branch.flatMap((inner) => explain(inner, path));
    }
    return [`${pathText(path)}: ${expectation(issue, valueAt(body, path))}`];
  };
  return parsed.error.issues.flatMap((issue) => explain(issue, []));
}

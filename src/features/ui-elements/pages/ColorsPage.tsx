import { Check, Copy, X } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Card, CardBody } from '@/ui/card/Card';
import { darkTones, lightTones, tones, type Tone } from '@/ui/theme/tokens';

const Page = styled.div`
  max-inline-size: 1440px;
  margin-inline: auto;
  padding: var(--space-5);
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: var(--space-5);
`;

const Swatches = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  padding: var(--space-3);
  border-radius: var(--radius-md);
  font-size: var(--fs-sm);
  code {
    font-family: var(--font-mono);
    font-size: var(--fs-xs);
  }
`;

const CopyButton = styled.button`
  display: inline-flex;
  padding: var(--space-1);
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: inherit;
  cursor: pointer;
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
  &:hover {
    background: rgba(0, 0, 0, 0.08);
  }
`;

type Role = 'solid' | 'tint';
const roles: { role: Role; label: string; bg: (t: Tone) => string; fg: (t: Tone) => string }[] = [
  { role: 'solid', label: 'Solid', bg: (t) => `--c-${t}`, fg: (t) => `--c-${t}-contrast` },
  { role: 'tint', label: 'Tint', bg: (t) => `--c-${t}-tint`, fg: (t) => `--c-${t}-text` },
];

type CopyState = 'idle' | 'copied' | 'failed';
const copyLabel: Record<CopyState, (name: string) => string> = {
  idle: (name) => `Copy var(${name})`,
  copied: (name) => `Copied var(${name})`,
  // The clipboard needs a secure origin and permission; say so instead of failing silently.
  failed: (name) => `Could not copy var(${name})`,
};

function CopyVar({ name }: { name: string }) {
  const [state, setState] = useState<CopyState>('idle');
  return (
    <CopyButton
      type="button"
      aria-label={copyLabel[state](name)}
      title={copyLabel[state](name)}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(`var(${name})`);
          setState('copied');
        } catch {
          setState('failed');
        }
        setTimeout(() => setState('idle'), 1500);
      }}
    >
      {state === 'copied' ? <Check aria-hidden /> : state === 'failed' ? <X aria-hidden /> : <Copy aria-hidden />}
    </CopyButton>
  );
}

/** `/colors`: the theme's tones as CSS variables, with their light and dark values. */
export function ColorsPage() {
  return (
    <Page>
      <h1>Colors</h1>
      <p>
        Every tone comes as a solid fill with its contrast text, and as a tint with its text colour. All pairs meet WCAG
        AA in every skin. Use the variables, never the hex values, so skins keep working.
      </p>
      <Grid>
        {tones.map((tone) => (
          <Card key={tone} title={tone[0]!.toUpperCase() + tone.slice(1)} titleAs="h2">
            <CardBody>
              <Swatches>
                {roles.map(({ role, label, bg, fg }) => (
                  <Swatch key={role} style={{ background: `var(${bg(tone)})`, color: `var(${fg(tone)})` }}>
                    <span>
                      {label} · <code>{bg(tone)}</code>
                      <br />
                      <code>
                        {role === 'solid' ? lightTones[tone].solid : lightTones[tone].tint} /{' '}
                        {role === 'solid' ? darkTones[tone].solid : darkTones[tone].tint}
                      </code>
                    </span>
                    <CopyVar name={bg(tone)} />
                  </Swatch>
                ))}
              </Swatches>
            </CardBody>
          </Card>
        ))}
      </Grid>
    </Page>
  );
}

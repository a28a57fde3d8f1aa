import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, within } from 'storybook/test';
import { allSkins, GlobalStyle, tones } from '@/ui';

const swatch = (background: string, color: string, label: string) => (
  <div key={label} style={{ background, color, padding: '0.5rem 0.75rem', borderRadius: 6, fontSize: 13 }}>
    {label}
  </div>
);

function Foundations() {
  // Unique per copy: the AllSkins story renders this four times.
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <section aria-labelledby={`${id}-type`}>
        <h2 id={`${id}-type`}>Typography</h2>
        <h3>Heading 3 · Public Sans</h3>
        <h4>Heading 4</h4>
        <h5>Heading 5</h5>
        <p>
          Body text in the app&apos;s own font file, served with the app. <a href={`#${id}-colors`}>A link in text</a>{' '}
          is underlined so it never relies on colour alone.
        </p>
        <p style={{ color: 'var(--c-muted)' }}>Muted text for hints and timestamps.</p>
      </section>
      <section aria-labelledby={`${id}-tones`} id={`${id}-colors`}>
        <h2 id={`${id}-tones`}>Tones</h2>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: '0.5rem' }}>
          {tones.flatMap((tone) => [
            swatch(`var(--c-${tone})`, `var(--c-${tone}-contrast)`, `${tone} solid`),
            swatch(`var(--c-${tone}-tint)`, `var(--c-${tone}-text)`, `${tone} tint`),
          ])}
        </div>
      </section>
    </div>
  );
}

/** Base styles, type scale and the six tones, each pair meeting WCAG AA in every skin. */
const meta = {
  title: 'UI/Theme/Foundations',
  component: GlobalStyle,
  render: () => <Foundations />,
} satisfies Meta<typeof GlobalStyle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement).getByText(/Body text/);
    await expect(getComputedStyle(body).fontFamily).toMatch(/Public Sans/);
  },
};
export const AllSkins: Story = { parameters: allSkins };

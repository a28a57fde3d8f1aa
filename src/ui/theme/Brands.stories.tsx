import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatRgb } from 'culori/fn';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Badge, brandTones, Button, contrastFailures, darkSurface, lightSurface, Tabs, ThemeProvider } from '@/ui';

const brands = [
  { name: 'Green', colour: '#1f9d55' },
  { name: 'Orange', colour: '#f97316' },
  { name: 'Near-black', colour: '#18181b' },
] as const;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--space-3);
`;

const Panel = styled.section`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-4);
  h2 {
    margin: 0;
    font-size: var(--fs-md);
    color: var(--c-heading);
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
`;

/** The focus ring drawn at rest, so the picture shows it beside the rest. */
const Ring = styled.span`
  padding: var(--space-1) var(--space-2);
  border-radius: var(--radius-md);
  box-shadow: var(--focus-ring);
  color: var(--c-heading);
  font-size: var(--fs-sm);
`;

function Sample({ name, colour, skin }: { name: string; colour: string; skin: 'light' | 'dark' }) {
  return (
    <ThemeProvider scope="element" skin={skin} brand={brandTones(colour)}>
      <Panel aria-label={`${name}, ${skin}`}>
        <h2>
          {name} {colour} · {skin}
        </h2>
        <Row>
          <Button>Save</Button>
          <Button variant="outline">Preview</Button>
          <Button variant="tint">Share</Button>
        </Row>
        <Row>
          <Badge>New</Badge>
          <Badge variant="solid">12</Badge>
          <a href="#brand">A link</a>
          <Ring>Focus ring</Ring>
        </Row>
        <Tabs
          variant="pills"
          label={`${name} tabs, ${skin}`}
          items={[
            { value: 'week', label: 'Week', content: null },
            { value: 'month', label: 'Month', content: null },
          ]}
        />
      </Panel>
    </ThemeProvider>
  );
}

function Brands() {
  return (
    <Grid>
      {(['light', 'dark'] as const).flatMap((skin) =>
        brands.map((brand) => <Sample key={`${brand.name}-${skin}`} {...brand} skin={skin} />),
      )}
    </Grid>
  );
}

/**
 * Three brands from one colour each (src/brand.ts holds the app's): the same few components in the
 * light and dark skins, each brand's primary colours, focus ring and shadows derived, as the
 * customizer's brand colour previews them.
 */
const meta = {
  title: 'UI/Theme/Brands',
  component: Brands,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Brands>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { name, colour } of brands) {
      expect(contrastFailures(brandTones(colour), { light: lightSurface, dark: darkSurface })).toEqual([]);
      for (const skin of ['light', 'dark']) {
        const save = within(canvas.getByRole('region', { name: `${name}, ${skin}` })).getByRole('button', {
          name: 'Save',
        });
        // Each region draws its own brand: the button's background is the colour as given.
        await expect(getComputedStyle(save).backgroundColor).toBe(formatRgb(colour));
      }
    }
  },
};

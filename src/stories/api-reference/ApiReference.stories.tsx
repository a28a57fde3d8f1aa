import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
// The contract lives outside src; this page shows no code to copy.
// eslint-disable-next-line no-restricted-imports
import openapi from '../../../docs/openapi.json';
import { ApiReference } from '@/stories/api-reference/ApiReference';
import type { OpenApiDocument } from '@/stories/api-reference/openApi';
import { noVisual } from '@/ui/story/chromatic';

const doc = openapi as unknown as OpenApiDocument;

/** The demo server's contract (docs/openapi.json), one domain per story. The whole document is the Docs page. */
const meta = {
  title: 'Demo server/API reference',
  component: ApiReference,
  parameters: { route: false, layout: 'padded', docs: { canvas: { sourceState: 'none' } } },
  args: { doc, tag: 'Auth' },
  argTypes: {
    doc: { control: false },
    tag: { control: 'select', options: doc.tags?.map((t) => t.name) },
  },
} satisfies Meta<typeof ApiReference>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Auth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Auth', level: 2 })).toBeVisible();
    await expect(canvas.getAllByText('/jwt/register')[0]).toBeVisible();
    // A response schema opens on demand (a native <details>, so the keyboard works too).
    const name = 'PostJwtRegisterResponse';
    await expect(canvas.getByLabelText(`${name} schema`)).not.toBeVisible();
    await userEvent.click(canvas.getByText(name));
    await expect(canvas.getByLabelText(`${name} schema`)).toBeVisible();
    await expect(canvas.getByLabelText(`${name} schema`)).toHaveTextContent('"#/components/schemas/LoginResponse"');
  },
};

/** Every domain: the Docs page shows this one. Too tall (about 20,000 px) for a useful screenshot; axe still checks it. */
export const All: Story = { args: { tag: undefined }, ...noVisual };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComingSoonPage } from '@/features/misc/pages/ComingSoonPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Misc/Coming soon',
  component: ComingSoonPage,
  parameters: { layout: 'fullscreen', session: null, route: '/misc/coming-soon', endpoints: [], ...pageParameters },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: screenLooks };

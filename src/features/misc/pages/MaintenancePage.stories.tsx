import type { Meta, StoryObj } from '@storybook/react-vite';
import { MaintenancePage } from '@/features/misc/pages/MaintenancePage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Misc/Maintenance',
  component: MaintenancePage,
  parameters: { layout: 'fullscreen', session: null, route: '/misc/maintenance', endpoints: [], ...pageParameters },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: screenLooks };

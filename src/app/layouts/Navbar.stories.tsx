import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Logo } from '@/ui/logo/Logo';
import { navbarColors } from '@/app/layouts/layoutSettings';
import { Navbar } from '@/app/layouts/Navbar';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Layouts/Navbar',
  component: Navbar,
  args: { onOpenMenu: () => {}, type: 'static', color: 'default', menuButton: 'narrow' },
  argTypes: {
    color: { control: 'select', options: navbarColors },
    type: { control: 'inline-radio', options: ['floating', 'sticky', 'static', 'hidden'] },
  },
  parameters: { session: 'admin', ...pageParameters },
  decorators: [(Story) => <div style={{ padding: '1rem', background: 'var(--c-body)' }}>{Story()}</div>],
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: screenLooks };

/** Every colour the customizer offers; text and icons take the tone's contrast colour. */
export const Colours: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {navbarColors.map((color) => (
        // A header inside a section is no banner: eight banners on one page would confuse a screen reader.
        <section key={color} aria-label={color}>
          <Navbar {...args} color={color} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('region');
    await expect(canvasElement.querySelectorAll('header')).toHaveLength(navbarColors.length);
  },
};

/** Where no sidebar shows the brand (horizontal layout, hidden menu), the navbar does. */
export const WithBrand: Story = {
  args: {
    menuButton: 'always',
    brand: (
      <a href="/" style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 700 }}>
        <Logo size={30} />
        <span>Atrium</span>
      </a>
    ),
  },
};

/** On a phone the bar keeps what fits; language and light/dark move into the user menu. */
export const PhoneSettingsInUserMenu: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Language' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Switch to dark mode' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Account menu of/ }));
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Switch to dark mode' })).toBeVisible();
    await expect(menu.getByRole('group', { name: 'Language' })).toBeVisible();
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'Français' }));
    await expect(await canvas.findByRole('button', { name: /^Menu du compte de/ })).toBeVisible();
  },
};

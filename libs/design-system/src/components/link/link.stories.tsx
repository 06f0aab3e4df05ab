import type { Meta, StoryObj } from '@storybook/react-vite';
import { linkClassName } from './link';

/** `linkClassName()` returns classes for any link element: a plain <a> or a router's Link. */
const meta = {
  title: 'Actions/Link',
  args: { variant: 'default', active: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'subtle', 'nav'] },
    active: { control: 'boolean' },
  },
  render: ({ variant, active }) => (
    <a href="#roadmap" className={linkClassName({ variant, active })} aria-current={active ? 'page' : undefined}>
      Roadmap
    </a>
  ),
} satisfies Meta<{ variant: 'default' | 'subtle' | 'nav'; active: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Subtle: Story = { args: { variant: 'subtle' } };

export const NavBar: Story = {
  render: () => (
    <nav aria-label="Main" style={{ display: 'flex', gap: 4 }}>
      {['Home', 'Library', 'Tags', 'Catalog'].map((item, index) => (
        <a
          key={item}
          href={`#${item.toLowerCase()}`}
          className={linkClassName({ variant: 'nav', active: index === 1 })}
          aria-current={index === 1 ? 'page' : undefined}
        >
          {item}
        </a>
      ))}
    </nav>
  ),
};

export const InText: Story = {
  render: () => (
    <p>
      Didn&apos;t find what you were looking for?{' '}
      <a href="#addmedia" className={linkClassName()}>
        Add it!
      </a>
    </p>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Collapsible } from './collapsible';

const DUNE =
  'Set on the desert planet Arrakis, Dune is the story of the boy Paul Atreides, heir to a noble family tasked with ruling an inhospitable world where the only thing of value is the "spice" melange, a drug capable of extending life and enhancing consciousness. Coveted across the known universe, melange is a prize worth killing for.\n\nWhen House Atreides is betrayed, the destruction of Paul\'s family will set the boy on a journey toward a destiny greater than he could ever have imagined. And as he evolves into the mysterious man known as Muad\'Dib, he will bring to fruition humankind\'s most ancient and unattainable dream.';

const meta = {
  title: 'Content/Collapsible',
  component: Collapsible,
  args: { text: DUNE, lines: 4 },
  argTypes: { lines: { control: { type: 'number', min: 1, max: 100 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A description: 4 lines, then 'read more'. */
export const LongDescription: Story = {};

/** A review collapses to 1 line. */
export const Review: Story = {
  args: { lines: 1, text: 'Slow start, but the last third is unforgettable.\nRe-read it every few years and always find something new.' },
};

/** Short text fits: no toggle. */
export const Fits: Story = { args: { text: 'A short description that fits.' } };

export const Empty: Story = { args: { text: '', emptyText: 'No available description' } };

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

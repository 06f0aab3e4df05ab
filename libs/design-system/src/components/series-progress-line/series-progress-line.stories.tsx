import type { Meta, StoryObj } from '@storybook/react-vite';
import { SeriesProgressLine } from './series-progress-line';

const meta = {
  title: 'Content/SeriesProgressLine',
  component: SeriesProgressLine,
  args: { finished: 3, total: 7, verb: 'read', nextUp: { title: 'Children of Dune', href: '#/book/3' } },
} satisfies Meta<typeof SeriesProgressLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NextUp: Story = {};

export const AllDone: Story = { args: { finished: 7, nextUp: null } };

/** A series whose items are of more than one kind has no verb of its own. */
export const MixedSeries: Story = { args: { verb: null } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './text-area';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: {
    label: 'Additional Details',
    hint: 'If there might be ambiguity, add clarifications here',
    rows: 5,
  },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' }, rows: { control: { type: 'number', min: 1 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The media request's details: at least 5 rows. */
export const RequestDetails: Story = {};

export const Review: Story = {
  args: {
    label: 'Review',
    hint: undefined,
    rows: 4,
    defaultValue: 'Slow start, but the last third is unforgettable.\n\nRe-read it every few years.',
  },
};

export const WithError: Story = { args: { label: 'Bug content', hint: undefined, error: 'Describe the bug', required: true } };

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const SORTS = [
  { value: 'creator-asc', label: 'Creator A-Z' },
  { value: 'creator-desc', label: 'Creator Z-A' },
  { value: 'title-asc', label: 'Title A-Z' },
  { value: 'title-desc', label: 'Title Z-A' },
  { value: 'recent', label: 'Most Recent' },
  { value: 'oldest', label: 'Least Recent' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Sort', options: SORTS, defaultValue: 'creator-asc' },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The library's sort selector. */
export const Sort: Story = {};

export const WithPlaceholder: Story = {
  args: {
    label: 'Parent Guide',
    placeholder: 'Choose a rating',
    defaultValue: '',
    options: ['G', 'PG', 'PG-13', 'R', 'NC-17'].map((value) => ({ value, label: value })),
    hint: 'As shown on the poster',
  },
};

export const WithError: Story = {
  args: { label: 'Type', placeholder: 'Choose a type', defaultValue: '', required: true, error: 'Choose a media type' },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

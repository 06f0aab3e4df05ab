import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username', autoComplete: 'username' },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithHint: Story = {
  args: { label: 'Password', type: 'password', hint: 'At least 12 characters', autoComplete: 'new-password' },
};

export const WithError: Story = {
  args: {
    label: 'Confirm Password',
    type: 'password',
    defaultValue: 'correct horse',
    error: 'Passwords do not match!',
    autoComplete: 'new-password',
  },
};

export const Required: Story = { args: { label: 'Title', required: true } };

export const Disabled: Story = { args: { label: 'ISBN', defaultValue: '9780441013593', disabled: true } };

export const HiddenLabel: Story = { args: { label: 'Search', hideLabel: true, placeholder: 'Search by title' } };

export const Narrow: Story = {
  args: { label: 'Email', type: 'email', error: 'Enter an email address', hint: 'We send the reset link here' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader } from './loader';

const meta = {
  title: 'Feedback/Loader',
  component: Loader,
  args: { size: 'md', showLabel: false, block: false },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLabel: Story = { args: { showLabel: true, label: 'Loading your shelf...' } };

export const Block: Story = { args: { block: true, size: 'lg' } };

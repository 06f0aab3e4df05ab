import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyField } from './copy-field';

const meta = {
  title: 'Forms/CopyField',
  component: CopyField,
  args: {
    label: 'Link address',
    value: 'https://shelfmark.example/shared/Q2xvdWQgQXRsYXMgaXMgZ29vZA',
    copyLabel: 'Copy link',
    copiedText: 'Copied.',
    failedText: 'Could not copy: select the link and copy it yourself.',
  },
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Address: Story = {};

export const Secret: Story = { args: { label: 'Your new token', value: 'shm_4f1c2b9e0d7a6c5b4a3f2e1d0c9b8a7f', copyLabel: 'Copy' } };

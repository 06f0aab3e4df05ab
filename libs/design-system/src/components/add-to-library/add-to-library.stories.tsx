import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddToLibrary } from './add-to-library';

const meta = {
  title: 'Actions/AddToLibrary',
  component: AddToLibrary,
  args: {
    title: 'Emma',
    shelves: [
      { key: 'read', label: 'Read' },
      { key: 'DNF', label: 'Did Not Finish' },
      { key: 'TBR', label: 'To Be Read' },
      { key: 'currentlyReading', label: 'Currently Reading' },
      { key: 'library', label: 'In Library' },
    ],
    onAdd: fn(),
    onShelf: false,
  },
} satisfies Meta<typeof AddToLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotOnTheShelf: Story = {};
export const Adding: Story = { args: { adding: true } };
export const OnTheShelf: Story = { args: { onShelf: true } };

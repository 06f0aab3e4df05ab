import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { GenrePicker } from './genre-picker';

const GENRES = [
  'fantasy',
  'science fiction',
  'fiction',
  'mystery',
  'nonfiction',
  "children's",
  'graphic novels',
  'historical fiction',
  'horror',
  'poetry',
  'romance',
  'young adult',
  'adventure',
  'drama',
  'action',
  'anime',
  'comedy',
].map((label, index) => ({ id: index + 1, label }));

function Genres({ initial, error }: { initial: number[]; error?: string }) {
  const [value, setValue] = useState(initial);
  return <GenrePicker legend="Genres" options={GENRES} value={value} onChange={setValue} error={error} />;
}

const meta = {
  title: 'Inputs/GenrePicker',
  component: Genres,
  args: { initial: [2, 13] },
} satisfies Meta<typeof Genres>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeSelected: Story = {};

export const NoneSelected: Story = { args: { initial: [] } };

export const WithError: Story = { args: { initial: [], error: 'Choose at least one genre' } };

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TypeButtons } from './type-buttons';
import type { TypeButtonOption } from './type-buttons';

type MediaType = 'videogame' | 'album' | 'book' | 'movie' | 'tvshow';

const TYPES: ReadonlyArray<TypeButtonOption<MediaType>> = [
  { value: 'videogame', label: 'Video Game' },
  { value: 'album', label: 'Album' },
  { value: 'book', label: 'Book' },
  { value: 'movie', label: 'Movie' },
  { value: 'tvshow', label: 'TV Show' },
];

function MediaTypePicker({ initial }: { initial: MediaType | null }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <TypeButtons label="Media type" options={TYPES} value={value} onChange={setValue} />
      {value === null && <p>Select a media type to begin</p>}
    </div>
  );
}

/** Clicking the selected button again deselects it. */
const meta = {
  title: 'Inputs/TypeButtons',
  component: MediaTypePicker,
  args: { initial: null },
  argTypes: { initial: { control: 'select', options: [null, ...TYPES.map((type) => type.value)] } },
} satisfies Meta<typeof MediaTypePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {};

export const BookSelected: Story = { args: { initial: 'book' } };

export const Narrow: Story = { args: { initial: 'movie' }, globals: { viewport: { value: 'narrow', isRotated: false } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCover } from '../../storybook/sample-cover';
import { Button } from '../button/button';
import { MediaCard } from './media-card';

const meta = {
  title: 'Media/MediaCard',
  component: MediaCard,
  args: {
    title: 'Dune Messiah',
    coverSrc: sampleCover('Dune Messiah', 30),
    series: { name: 'Dune', number: 2 },
    creators: 'Herbert, Frank',
    href: '#/book/12',
    layout: 'tile',
  },
  argTypes: { layout: { control: 'inline-radio', options: ['tile', 'row'] }, children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 180 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MediaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tile: Story = {};

export const Row: Story = {
  args: { layout: 'row' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

/** No cover on the image host: the blank placeholder. */
export const MissingCover: Story = {
  args: {
    coverSrc: '/covers/MOVIE404',
    title: 'Heat',
    series: null,
    creators: 'Mann, Michael',
    medium: 'Movie',
    coverFace: { title: 'Heat', creator: 'Michael Mann', medium: 'movie' },
  },
};

export const LongText: Story = {
  args: {
    title: 'The Hitchhiker’s Guide to the Galaxy: The Restaurant at the End of the Universe, Collector’s Edition',
    series: { name: "The Hitchhiker's Guide to the Galaxy", number: 2 },
    creators: 'Adams, Douglas & Colfer, Eoin & Somebody, With A Very Long Name',
    coverSrc: sampleCover('Hitchhiker', 200),
  },
};

export const WithoutLink: Story = { args: { href: undefined } };

export const WithAction: Story = { args: { children: <Button size="sm">Add To Library</Button> } };

/** A grid at 390 px: two columns of 150 px or more. */
export const NarrowGrid: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 358, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 12 }}>
        <Story />
        <Story />
      </div>
    ),
  ],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCover } from '../../storybook/sample-cover';
import { Cover } from './cover';

const meta = {
  title: 'Media/Cover',
  component: Cover,
  args: { src: sampleCover('Dune', 30), alt: 'Dune', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'fill'] } },
} satisfies Meta<typeof Cover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

/** A 404 from the image host: the blank placeholder stays, with no error shown. */
export const Missing: Story = { args: { src: '/covers/does-not-exist.jpg', alt: 'Unknown book' } };

export const NoSource: Story = { args: { src: null, alt: 'Album without a cover' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-end', flexWrap: 'wrap' }}>
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
        <Cover key={size} {...args} size={size} alt={`Dune, ${size}`} />
      ))}
    </div>
  ),
};

/** A missing cover drawn from the item: its title, first creator and the medium's icon, at every size. */
export const Placeholder: Story = {
  args: { src: null, alt: '', face: { title: 'Frankenstein; or, The Modern Prometheus', creator: 'Mary Shelley', medium: 'book' } },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-end', flexWrap: 'wrap' }}>
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
        <Cover key={size} {...args} size={size} />
      ))}
      {(['movie', 'tvshow', 'album', 'videogame'] as const).map((medium) => (
        <Cover key={medium} {...args} face={{ title: 'Frankenstein', creator: 'James Whale', medium }} />
      ))}
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent } from 'storybook/test';
import { sampleCover } from '../../storybook/sample-cover';
import { linkClassName } from '../link/link';
import { MediaCard } from '../media-card/media-card';
import { Dropdown } from '../menu/dropdown';
import { SearchBox } from './search-box';

interface Result {
  id: number;
  title: string;
  series: { name: string; number: number } | null;
  creators: string;
}

const CATALOGUE: Result[] = [
  { id: 1, title: 'Dune', series: { name: 'Dune', number: 1 }, creators: 'Herbert, Frank' },
  { id: 2, title: 'Dune Messiah', series: { name: 'Dune', number: 2 }, creators: 'Herbert, Frank' },
  { id: 3, title: 'Children of Dune', series: { name: 'Dune', number: 3 }, creators: 'Herbert, Frank' },
  { id: 4, title: 'God Emperor of Dune', series: { name: 'Dune', number: 4 }, creators: 'Herbert, Frank' },
  { id: 5, title: 'Dune: The Butlerian Jihad', series: null, creators: 'Herbert, Brian & Anderson, Kevin J.' },
  { id: 6, title: 'The Left Hand of Darkness', series: null, creators: 'Le Guin, Ursula K.' },
];

type SearchType = 'title' | 'creator' | 'tag' | 'series' | 'isbn';

interface DemoProps {
  /** Show the search type dropdown before the input. */
  withType: boolean;
  loading: boolean;
  /** Apply the nav search's rule: 5 results show as 4 on narrow screens. */
  trimFiveOnNarrow: boolean;
}

function NavSearch({ withType, loading, trimFiveOnNarrow }: DemoProps) {
  const [query, setQuery] = useState('');
  const [type, setType] = useState<SearchType>('title');
  const [picked, setPicked] = useState('');
  const results = query.trim() ? CATALOGUE.filter((item) => item.title.toLowerCase().includes(query.toLowerCase())) : [];
  return (
    <div style={{ maxWidth: 520, minHeight: 460 }}>
      <SearchBox
        value={query}
        onValueChange={setQuery}
        results={loading ? [] : results}
        loading={loading}
        getKey={(item) => item.id}
        renderResult={(item) => (
          <MediaCard
            layout="row"
            titleAs="p"
            title={item.title}
            series={item.series}
            creators={item.creators}
            coverSrc={sampleCover(item.title, item.id * 50)}
          />
        )}
        onPick={(item) => setPicked(`Opened /book/${item.id}`)}
        onSubmit={() => setPicked('Opened /addmedia')}
        placeholder="Search by title"
        trimFiveOnNarrow={trimFiveOnNarrow}
        leading={
          withType && (
            <Dropdown
              label="Search type"
              value={type}
              onChange={setType}
              options={[
                { value: 'creator', label: 'Creator', hotkey: 'A' },
                { value: 'isbn', label: 'Isbn', hotkey: 'I' },
                { value: 'tag', label: 'Tag', hotkey: 'G' },
                { value: 'title', label: 'Title', hotkey: 'T' },
                { value: 'series', label: 'Series', hotkey: 'S' },
              ]}
            />
          )
        }
        footer={
          <a className={linkClassName()} href="#/addmedia">
            Didn&apos;t find what you were looking for? Add it!
          </a>
        }
      />
      <p aria-live="polite">{picked}</p>
    </div>
  );
}

/** Up/Down move the highlight, Enter opens it (or goes to /addmedia with none), Escape or a click outside closes. */
const meta = {
  title: 'Navigation/SearchBox',
  component: NavSearch,
  args: { withType: true, loading: false, trimFiveOnNarrow: true },
} satisfies Meta<typeof NavSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeQuery =
  (query: string): Story['play'] =>
  async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), query);
  };

export const Idle: Story = {};

export const WithResults: Story = { play: typeQuery('dune') };

export const NoResults: Story = { play: typeQuery('zzz') };

export const Loading: Story = { args: { loading: true }, play: typeQuery('dune') };

/** Exactly 5 results on a narrow screen: only 4 show. */
export const NarrowFiveShowFour: Story = {
  args: { withType: false },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: typeQuery('dune'),
};

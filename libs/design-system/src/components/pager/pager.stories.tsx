import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pager } from './pager';
import type { PagerProps } from './pager';

function StatefulPager(props: PagerProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pager
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const NARROW = { viewport: { value: 'narrow', isRotated: false } };

const meta = {
  title: 'Navigation/Pager',
  component: Pager,
  args: { page: 3, totalPages: 5, placement: 'top', onPageChange: fn() },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom'] } },
  render: (args) => <StatefulPager key={args.page} {...args} />,
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Numbered: Story = {};

export const ManyPages: Story = { args: { page: 9, totalPages: 24 } };

/** 500 px or less: previous and next arrows around the current number. */
export const Narrow: Story = { args: { page: 2, totalPages: 24 }, globals: NARROW };

export const Bottom: Story = { args: { placement: 'bottom', label: 'Pagination, bottom' } };

/** The catalogue does not know its page count: arrows only, next always enabled. */
export const UnknownTotal: Story = { args: { page: 1, totalPages: undefined } };

/** Nothing renders for a single page. */
export const SinglePage: Story = { args: { page: 1, totalPages: 1 } };

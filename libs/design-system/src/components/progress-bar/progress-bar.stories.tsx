import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const NARROW = { viewport: { value: 'narrow', isRotated: false } };

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 212, max: 412, label: 'Reading progress' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 412 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above 20 %: the label sits inside the fill. */
export const LabelInside: Story = {};

/** 20 % or less on a wide screen: the label follows the fill. */
export const LabelOutside: Story = { args: { value: 60 } };

/** 25 %: inside on wide screens, but outside on narrow ones (threshold 30 %). */
export const NarrowThreshold: Story = { args: { value: 103 }, globals: NARROW };

export const NotStarted: Story = { args: { value: 0 } };

export const Finished: Story = { args: { value: 412 } };

export const CustomText: Story = { args: { value: 212, valueText: 'p. 212 of 412' } };

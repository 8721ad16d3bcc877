import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart';

const months = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];
const monthNames = ['December 2025', ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November'].map((m) => `${m} 2026`)];

const meta = {
  title: 'UI/BarChart',
  component: BarChart,
  parameters: { bare: true },
  args: {
    title: 'Applications per month, last 12 months',
    categories: months,
    categoryNames: monthNames,
    categoryHeading: 'Month',
    unit: ['application', 'applications'],
    series: [
      { label: 'Pending', color: '#d97706', values: [0, 0, 1, 0, 2, 0, 0, 1, 0, 3, 4, 6] },
      { label: 'Approved', color: '#15803d', values: [2, 3, 5, 4, 6, 2, 1, 7, 5, 8, 9, 4] },
      { label: 'Rejected', color: '#dc2626', values: [0, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 2] },
    ],
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(/79 applications in all; the most, 13 applications, in October 2026\./);
  },
};

export const OneSeries: Story = {
  args: {
    title: 'Pending applications by department',
    categories: ['BED', 'CIVIL', 'CSE', 'AIDS & ML', 'IT & MCA', 'ECE', 'EEE', 'MECH'],
    categoryNames: undefined,
    categoryHeading: 'Department',
    unit: ['pending application', 'pending applications'],
    series: [{ label: 'Pending', color: '#d97706', values: [1, 0, 3, 2, 0, 1, 0, 2] }],
  },
};

export const Phone: Story = { decorators: [(Story) => <div style={{ width: 358 }}><Story /></div>] };

export const Empty: Story = { args: { series: [{ label: 'Pending', color: '#d97706', values: months.map(() => 0) }] } };

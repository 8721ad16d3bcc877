import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routedLeave } from '@/test/fixtures';
import { RouteSteps } from './RouteSteps';

const route = routedLeave.route!;

const meta = {
  title: 'Leaves/RouteSteps',
  component: RouteSteps,
  args: { route },
} satisfies Meta<typeof RouteSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The HOD has approved; the Principal's step waits; the admin's is to come. */
export const Moving: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A HOD's own application: their step skipped; rejected at the Principal's. */
export const SkippedAndRejected: Story = {
  args: {
    route: [
      { ...route[0]!, status: 'skipped', decidedBy: null, decidedAt: null },
      { ...route[1]!, status: 'rejected', decidedBy: route[1]!.approvers[0]!, decidedAt: '2026-11-23T09:30:00.000Z' },
      route[2]!,
    ],
  },
};

/** An office nobody holds yet. */
export const NobodyHoldsIt: Story = {
  args: { route: [route[0]!, { ...route[1]!, approvers: [] }, route[2]!] },
};

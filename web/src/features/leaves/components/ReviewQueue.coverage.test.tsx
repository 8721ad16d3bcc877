// Issue 45: beside an application with class adjustment, its HOD sees how many of its periods are covered
// ('3 of 4 periods covered'), in the queue and in the details, and the figure follows arrangement:changed.
import type { ArrangementDto, LeaveDto } from '@leave/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hodApprovedLeave, hodUser, leaveListRoute, pendingLeave } from '@/test/fixtures';
import { renderLiveApp } from '@/test/render-live-app';

async function rowOf(reason: string) {
  const row = (await screen.findByText(reason)).closest('tr');
  if (!row) throw new Error(`No row for '${reason}'`);
  return within(row);
}

describe("the HOD's queue and class cover", () => {
  it("shows '3 of 4 periods covered' and turns '4 of 4' live", async () => {
    let adjusted: LeaveDto = { ...pendingLeave, coverage: { covered: 3, total: 4 } };
    const app = renderLiveApp({ path: '/hod/applications', signedInAs: hodUser, api: { 'GET /leaves': leaveListRoute(() => [adjusted, hodApprovedLeave]) } });
    const row = await rowOf(adjusted.reason);
    expect(row.getByText('3 of 4 periods covered')).toBeInTheDocument();
    expect((await rowOf(hodApprovedLeave.reason)).queryByText(/periods covered/)).toBeNull();

    app.server(() => app.sockets.current.accept());
    adjusted = { ...adjusted, coverage: { covered: 4, total: 4 } };
    const arrangement = { _id: 'a1', leaveId: adjusted._id, status: 'accepted' } as ArrangementDto;
    app.server(() => app.sockets.current.emit('arrangement:changed', { arrangement, position: 7, event: { type: 'ArrangementAccepted', actor: { _id: 'u-sub', name: 'Meena K', role: 'employee' }, occurredAt: '2026-12-07T10:00:00.000Z' } }));
    expect(await screen.findByText('4 of 4 periods covered')).toBeInTheDocument();

    await app.user.click((await rowOf(adjusted.reason)).getByRole('button', { name: /^View application of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Application Details' });
    expect(within(dialog).getByText('Classes Covered')).toBeInTheDocument();
    expect(within(dialog).getByText('4 of 4 periods covered')).toBeInTheDocument();
  });
});

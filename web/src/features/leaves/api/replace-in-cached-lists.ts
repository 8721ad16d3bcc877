// An application's answer after a command on it (a decision, a withdrawal, a cancellation) replaces the
// copy in every cached list that shows it: the person's own applications and every cached page of the
// reviewers' queues, whatever their filters. The lists are then as the server has them, before any push.
import type { LeaveDto } from '@leave/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { getLeavesPageApi } from './get-leaves-page';
import { getMyLeavesApi } from './get-my-leaves';
import { replaceLeave } from './leave-lists';

type CacheState = Parameters<typeof getLeavesPageApi.util.selectCachedArgsForQuery>[0];

export function replaceInCachedLists(dispatch: ThunkDispatch<any, any, UnknownAction>, getState: () => CacheState, changed: LeaveDto): void {
  const replace = (leaves: LeaveDto[]) => void replaceLeave(leaves, changed);
  dispatch(getMyLeavesApi.util.updateQueryData('getMyLeaves', undefined, replace));
  for (const args of getLeavesPageApi.util.selectCachedArgsForQuery(getState(), 'getLeavesPage')) {
    dispatch(getLeavesPageApi.util.updateQueryData('getLeavesPage', args, (page) => replace(page.leaves)));
  }
}

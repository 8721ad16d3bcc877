// The application a screen was opened on by a link (`?leave=<id>`, as every notification about an
// application links): fetched by its id, so that it opens whether or not it is on the page shown; closing
// its dialog takes the id out of the address.
import type { LeaveDto } from '@leave/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useGetLeaveQuery } from './api/get-leave';

export function useLinkedLeave(): { leave: LeaveDto | null; close: () => void } {
  const [params, setParams] = useSearchParams();
  const id = params.get('leave');
  const { data } = useGetLeaveQuery(id ?? '', { skip: !id });
  const close = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('leave');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  return { leave: id && data?._id === id ? data : null, close };
}

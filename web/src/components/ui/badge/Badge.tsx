// Small labels: a generic Badge, the leave status badge ('HOD Approved' for hodApproved) and the
// upper-cased leave type badge.
import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger' | 'accent';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

export const LEAVE_STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  hodApproved: 'HOD Approved',
  approved: 'Approved',
  rejected: 'Rejected',
};

const STATUS_TONE: Record<string, BadgeTone> = {
  pending: 'warning',
  hodApproved: 'info',
  approved: 'success',
  rejected: 'danger',
};

export function statusLabel(status: string): string {
  return LEAVE_STATUS_LABEL[status] ?? status;
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONE[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}

export function LeaveTypeBadge({ leaveType }: { leaveType: string }) {
  return <Badge tone="accent">{leaveType.toUpperCase()}</Badge>;
}

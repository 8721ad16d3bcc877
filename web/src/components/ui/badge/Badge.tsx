// Small labels: a generic Badge, the leave status badge ('HOD Approved' for hodApproved) and the
// leave type's code ('CL').
import { LEAVE_STATUS_LABELS, leaveCodeLabel, type LeaveCode, type LeaveStatus } from '@leave/domain';
import type { ReactNode } from 'react';
import { translateText } from '@/lib/i18n/texts';
import './badge.css';

export type BadgeTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger' | 'accent';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

const STATUS_TONE: Record<LeaveStatus, BadgeTone> = {
  pending: 'warning',
  hodApproved: 'info',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
  cancellationRequested: 'warning',
  cancelled: 'neutral',
};

export function StatusBadge({ status }: { status: LeaveStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{translateText(LEAVE_STATUS_LABELS[status])}</Badge>;
}

export function LeaveTypeBadge({ leaveType }: { leaveType: LeaveCode }) {
  return <Badge tone="accent">{leaveCodeLabel(leaveType)}</Badge>;
}

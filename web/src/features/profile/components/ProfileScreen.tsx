// The profile screen of every portal: a card (initial, role badge, employee ID, department, years of
// service), the read-only details, and the Edit Profile and Change Password modes. The two modes exclude
// each other and hide the action buttons while open.
import { ROLE_LABELS, wholeYearsBetween, type UserDto, UI_MESSAGES } from '@leave/domain';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { formatDate, formatDateTime, localToday } from '@/lib/dates';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileEditForm } from './ProfileEditForm';
import './profile.css';

type Mode = 'view' | 'edit' | 'password';

function yearsSince(date: UserDto['dateOfBirth']): string {
  if (!date) return 'N/A';
  const years = wholeYearsBetween(date, localToday());
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

export interface ProfileScreenProps {
  user: UserDto;
  /** Cards shown below the details (the employee's balance and earned-leave cards). */
  extra?: ReactNode;
}

export function ProfileScreen({ user, extra }: ProfileScreenProps) {
  const [mode, setMode] = useState<Mode>('view');
  const service = yearsSince(user.dateOfJoining);
  const theme = user.role;

  return (
    <div className={`profile profile--${theme}`}>
      <PageHeader title="My Profile" subtitle="Your personal and professional details" />
      <section className="profile-card" aria-label="Profile summary">
        <span className="profile-card__avatar" aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="profile-card__text">
          <h2 className="profile-card__name">{user.name}</h2>
          <Badge tone="accent">{ROLE_LABELS[user.role]}</Badge>
          <ul className="profile-card__facts">
            <li>Employee ID: {user.employeeId ?? 'N/A'}</li>
            {user.department && <li>{user.department}</li>}
            <li>
              {user.role === 'admin' ? 'Years of Service' : 'Experience'}: {service}
            </li>
          </ul>
        </div>
        {mode === 'view' && (
          <div className="profile-card__actions">
            <Button onClick={() => setMode('edit')}>Edit Profile</Button>
            <Button variant="secondary" onClick={() => setMode('password')}>
              Change Password
            </Button>
          </div>
        )}
      </section>

      {mode === 'edit' ? (
        <Card title="Edit Profile">
          <ProfileEditForm user={user} onDone={() => setMode('view')} />
        </Card>
      ) : (
        <Card title="Personal Information">
          <dl className="details-list">
            <dt>Full Name</dt>
            <dd>{user.name}</dd>
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Mobile Number</dt>
            <dd>{user.mobileNo ?? 'N/A'}</dd>
            {user.role !== 'admin' && (
              <>
                <dt>Department</dt>
                <dd>{user.department}</dd>
              </>
            )}
            <dt>Designation</dt>
            <dd>{user.designation ?? 'N/A'}</dd>
            <dt>Qualification</dt>
            <dd>{user.qualification ?? 'N/A'}</dd>
            <dt>Age</dt>
            <dd>{yearsSince(user.dateOfBirth)}</dd>
            <dt>Date of Birth</dt>
            <dd>{formatDate(user.dateOfBirth)}</dd>
            <dt>Date of Joining</dt>
            <dd>{formatDate(user.dateOfJoining)}</dd>
            <dt>Years of Service</dt>
            <dd>{service}</dd>
            {user.lastLogin !== undefined && user.role !== 'admin' && (
              <>
                <dt>Last Login</dt>
                <dd>{user.lastLogin ? formatDateTime(user.lastLogin) : UI_MESSAGES.neverLoggedIn}</dd>
              </>
            )}
          </dl>
        </Card>
      )}

      {extra}

      <Dialog open={mode === 'password'} title="Change Password" onClose={() => setMode('view')} size="sm">
        <ChangePasswordForm onDone={() => setMode('view')} />
      </Dialog>
    </div>
  );
}

// The profile screen of every portal: a card (initial, role badge, employee ID, department, years of
// service), the read-only details, and the Edit Profile and Change Password modes. The two modes exclude
// each other and hide the action buttons while open.
import { t } from '@lingui/core/macro';
import { ROLE_LABELS, type UserDto } from '@leave/domain';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { PersonDetails, type PersonDetail } from '@/components/person/PersonDetails';
import { formatYearsSince } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileEditForm } from './ProfileEditForm';
import './profile.css';

type Mode = 'view' | 'edit' | 'password';

/** The admin's details leave out the department and the last login. */
function detailsShown(user: UserDto): PersonDetail[] {
  const staff = user.role !== 'admin';
  return [
    'name',
    'email',
    'mobileNo',
    ...(staff ? (['department'] as const) : []),
    'designation',
    'qualification',
    'age',
    'dateOfBirth',
    'dateOfJoining',
    'service',
    ...(staff && user.lastLogin !== undefined ? (['lastLogin'] as const) : []),
  ];
}

export interface ProfileScreenProps {
  user: UserDto;
  /** Cards shown below the details (the employee's balance and earned-leave cards). */
  extra?: ReactNode;
}

export function ProfileScreen({ user, extra }: ProfileScreenProps) {
  const [mode, setMode] = useState<Mode>('view');
  const service = formatYearsSince(user.dateOfJoining);
  const theme = user.role;
  const employeeId = user.employeeId ?? t`N/A`;

  return (
    <div className={`profile profile--${theme}`}>
      <PageHeader title={t`My Profile`} subtitle={t`Your personal and professional details`} />
      <section className="profile-card" aria-label={t`Profile summary`}>
        <span className="profile-card__avatar" aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="profile-card__text">
          <h2 className="profile-card__name">{user.name}</h2>
          <Badge tone="accent">{translateText(ROLE_LABELS[user.role])}</Badge>
          <ul className="profile-card__facts">
            <li>{t`Employee ID: ${employeeId}`}</li>
            {user.department && <li>{user.department}</li>}
            <li>{user.role === 'admin' ? t`Years of Service: ${service}` : t`Experience: ${service}`}</li>
          </ul>
        </div>
        {mode === 'view' && (
          <div className="profile-card__actions">
            <Button onClick={() => setMode('edit')}>{t`Edit Profile`}</Button>
            <Button variant="secondary" onClick={() => setMode('password')}>
              {t`Change Password`}
            </Button>
          </div>
        )}
      </section>

      {mode === 'edit' ? (
        <Card title={t`Edit Profile`}>
          <ProfileEditForm user={user} onDone={() => setMode('view')} />
        </Card>
      ) : (
        <Card title={t`Personal Information`}>
          <PersonDetails person={user} show={detailsShown(user)} />
        </Card>
      )}

      {extra}

      <Dialog open={mode === 'password'} title={t`Change Password`} onClose={() => setMode('view')} size="sm">
        <ChangePasswordForm onDone={() => setMode('view')} />
      </Dialog>
    </div>
  );
}

// Shortcuts from a dashboard to the screens used most.
import { Link } from 'react-router';
import { Icon, type IconName } from '../icon/Icon';
import './quick-actions.css';

export interface QuickAction {
  to: string;
  label: string;
  description?: string;
  icon?: IconName;
}

export function QuickActions({ actions }: { actions: QuickAction[] }) {
  return (
    <ul className="quick-actions">
      {actions.map((action) => (
        <li key={action.to}>
          <Link to={action.to} className="quick-actions__link">
            {action.icon && (
              <span className="quick-actions__icon">
                <Icon name={action.icon} size={24} />
              </span>
            )}
            <span>
              <span className="quick-actions__label">{action.label}</span>
              {action.description && <span className="quick-actions__description">{action.description}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

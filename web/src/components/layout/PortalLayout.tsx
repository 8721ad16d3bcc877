// The frame shared by the three portals: a sidebar on large screens, a slide-in menu on small ones and a
// bottom navigation bar under 769 px, with the greeting, the portal label and the sign-out button. What
// the header shows beside the user (the live indicator) is handed in by the portal. A screen that fails to
// render (its chunk could not load) is replaced by a message with a reload; the frame stays.
import { t } from '@lingui/core/macro';
import { useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { Icon, type IconName } from '@/components/ui/icon/Icon';
import { ScreenErrorBoundary } from '@/components/ui/screen-error/ScreenErrorBoundary';
import './portal-layout.css';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
}

export interface PortalLayoutProps {
  theme: 'admin' | 'hod' | 'employee';
  portalLabel: string;
  userName: string;
  greeting: ReactNode;
  navItems: NavItem[];
  /** How many of the items the bottom bar holds (five by default); 'More' opens the menu with all of them. */
  bottomNavCount?: number;
  /** The items the bottom bar holds, by their `to`, in the bar's order (instead of the first `bottomNavCount`). */
  bottomNavPaths?: readonly string[];
  onSignOut: () => void;
  /** Shown in the header beside the user: the connection's status. */
  status?: ReactNode;
  /** The language menu: in the header on wide screens, in the menu on a phone (the header has no room). */
  language?: ReactNode;
  children?: ReactNode;
}

function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="nav-links">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className="nav-links__link" onClick={onNavigate}>
            <Icon name={item.icon} />
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The product description's bottom bar holds five screens; every portal keeps to it. */
const BOTTOM_BAR_ITEMS = 5;

export function PortalLayout({ theme, portalLabel, userName, greeting, navItems, bottomNavCount, bottomNavPaths, onSignOut, status, language, children }: PortalLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }
  const bottomItems = bottomNavPaths ? bottomNavPaths.flatMap((to) => navItems.filter((item) => item.to === to)) : navItems.slice(0, bottomNavCount ?? BOTTOM_BAR_ITEMS);
  const moreItems = navItems.filter((item) => !bottomItems.includes(item));
  // The screen open now, when the bar itself does not show it: 'More' is then marked as current.
  const currentInMore = moreItems.find((item) => location.pathname === item.to || location.pathname.startsWith(`${item.to}/`));
  const initial = userName.trim().charAt(0).toUpperCase() || '?';

  return (
    <div className={`shell shell--${theme}`}>
      <a className="skip-link" href="#main-content">
        {t`Skip to main content`}
      </a>
      <aside className="shell__sidebar">
        <div className="shell__brand">
          <span className="shell__logo">
            <Icon name="logo" size={28} />
          </span>
          <span>
            <span className="shell__brand-name">{t`Leave Management`}</span>
            <span className="shell__portal">{portalLabel}</span>
          </span>
        </div>
        <nav aria-label={t`Main navigation`}>
          <NavLinks items={navItems} />
        </nav>
      </aside>

      <div className="shell__body">
        <header className="shell__header">
          <button type="button" className="shell__menu-button" aria-label={t`Open menu`} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            <Icon name="menu" />
          </button>
          <div className="shell__greeting">
            <p className="shell__welcome">{greeting}</p>
            <p className="shell__portal-label">{portalLabel}</p>
          </div>
          <div className="shell__user">
            {status}
            {language && <div className="shell__language">{language}</div>}
            <span className="shell__avatar" aria-hidden="true">
              {initial}
            </span>
            <button type="button" className="btn btn--secondary btn--sm" onClick={onSignOut}>
              {t`Sign Out`}
            </button>
          </div>
        </header>
        <main id="main-content" className="shell__main" tabIndex={-1}>
          <ScreenErrorBoundary resetKey={location.pathname}>{children ?? <Outlet />}</ScreenErrorBoundary>
        </main>
      </div>

      <nav className="shell__bottom-nav" aria-label={t`Bottom navigation`}>
        <ul>
          {bottomItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="shell__bottom-link">
                <Icon name={item.icon} />
                <span className="shell__bottom-label">{item.label}</span>
              </NavLink>
            </li>
          ))}
          {moreItems.length > 0 && (
            <li>
              <button
                type="button"
                className={`shell__bottom-link${currentInMore ? ' active' : ''}`}
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                aria-label={currentInMore ? t`More (current: ${currentInMore.label})` : t`More`}
                onClick={() => setMenuOpen(true)}
              >
                <Icon name="menu" />
                <span className="shell__bottom-label">{t`More`}</span>
              </button>
            </li>
          )}
        </ul>
      </nav>

      <Dialog open={menuOpen} onClose={() => setMenuOpen(false)} title={portalLabel} placement="left" className={`shell-menu shell--${theme}`}>
        <nav aria-label={t`Menu`}>
          <NavLinks items={navItems} onNavigate={() => setMenuOpen(false)} />
        </nav>
        {language && <div className="shell-menu__language">{language}</div>}
        <button type="button" className="btn btn--secondary shell-menu__signout" onClick={onSignOut}>
          {t`Sign Out`}
        </button>
      </Dialog>
    </div>
  );
}

// What shows instead of a screen that failed to render: most often a chunk of the app that could not load
// (a release deployed while the page was open and the page's one reload did not help, or the server out of
// reach), or a fault in the screen's code. Without it React would unmount the whole app and leave a blank
// page. A failed chunk stays failed in this page (the browser and React.lazy keep the rejection), so the
// way on is a reload of the page, which the message offers. Within a portal it replaces the screen only:
// the navigation stays, and moving to another screen (a new `resetKey`) tries that one.
import { t } from '@lingui/core/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Banner } from '@/components/ui/banner/Banner';
import { Button } from '@/components/ui/button/Button';
import './screen-error.css';

export interface ScreenErrorBoundaryProps {
  children: ReactNode;
  /** When it changes (the address of another screen), the boundary tries its children again. */
  resetKey?: string;
  /** Around the whole app (no portal's frame around it): the message stands alone, centred. */
  whole?: boolean;
  /** Reloads the page (tests pass their own). */
  reload?: () => void;
}

interface ScreenErrorBoundaryState {
  failed: boolean;
  resetKey: string | undefined;
}

export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ScreenErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ScreenErrorBoundaryProps, state: ScreenErrorBoundaryState): Partial<ScreenErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen could not be shown', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <div className={this.props.whole ? 'screen-error screen-error--whole' : 'screen-error'}>
        <Banner tone="error" title={t`This screen could not be loaded`}>
          <p>{t`The app may have been updated since this page was opened, or the connection was lost. Reload the page to go on.`}</p>
          <Button className="screen-error__reload" onClick={reload}>
            {t`Reload page`}
          </Button>
        </Banner>
      </div>
    );
  }
}

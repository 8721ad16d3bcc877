// The toast stack at the top right. Each toast dismisses itself after its duration or on its close button.
import { t } from '@lingui/core/macro';
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { translateText } from '@/lib/i18n/texts';
import { useLanguage } from '@/lib/i18n/use-language';
import { toastDismissed, type Toast } from './toasts-slice';
import './toasts.css';

interface ToastsRootState {
  toasts: Toast[];
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);

  return (
    <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      {/* A domain text (and a server refusal the catalogs know) in the language chosen. */}
      <span className="toast__message">{translateText(toast.message)}</span>
      <button type="button" className="toast__close" aria-label={t`Dismiss notification`} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function Toaster() {
  // Outside the router: drawn again here when the language changes (a toast up at the time included).
  useLanguage();
  const toasts = useSelector((state: ToastsRootState) => state.toasts);
  const dispatch = useDispatch();
  const dismiss = useCallback((id: string) => dispatch(toastDismissed(id)), [dispatch]);

  return (
    <section className="toaster" aria-label={t`Notifications`}>
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} onDismiss={dismiss} />
      ))}
    </section>
  );
}

// 'Set your password' (issue 26): a person who still has the fixed default password an admin gave them
// (the user's `mustSetPassword`) is asked to choose their own before the portal opens, with the profile's
// Change Password form (domain's rules). 'Later' lets them in for this browser session; the next sign-in
// asks again until they have chosen one.
import { PASSWORD_LINK_MESSAGES } from '@leave/domain';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { getMeApi } from '@/lib/auth/get-me';
import { translateText } from '@/lib/i18n/texts';
import { useAppDispatch } from '@/lib/store-hooks';
import './first-password-prompt.css';

const DISMISSED_KEY = 'leave.passwordPromptDismissed';

// The form and domain's password rules load only for the few who are asked: every portal's shell holds the
// prompt, and its first paint builds none of the form schemas
// (docs/decisions/0098-domain-imported-module-by-module-in-the-build-the-list.md).
const ChangePasswordForm = lazy(() => import('@/features/profile/components/ChangePasswordForm').then(({ ChangePasswordForm }) => ({ default: ChangePasswordForm })));

function dismissedFor(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === userId;
  } catch {
    return false;
  }
}

/** Whether the prompt stands before the portal for this person now. */
export function usePasswordPrompt(user: { _id: string; mustSetPassword?: true } | null): { show: boolean; dismiss: () => void } {
  const [dismissed, setDismissed] = useState(() => (user ? dismissedFor(user._id) : false));
  const dismiss = () => {
    if (user) {
      try {
        window.sessionStorage.setItem(DISMISSED_KEY, user._id);
      } catch {
        // Without storage the prompt stays away until the page reloads.
      }
    }
    setDismissed(true);
  };
  return { show: Boolean(user?.mustSetPassword) && !dismissed, dismiss };
}

export function FirstPasswordPrompt({ onDismiss }: { onDismiss: () => void }) {
  const dispatch = useAppDispatch();
  // After a change, the person as the server has them now: without `mustSetPassword`.
  const done = () => {
    // The session keeps /auth/me subscribed: invalidating it reads the person again.
    dispatch(getMeApi.util.invalidateTags(['Me']));
    onDismiss();
  };
  return (
    <main className="first-password">
      <section className="first-password__card" aria-labelledby="first-password-title">
        <h1 id="first-password-title">{translateText(PASSWORD_LINK_MESSAGES.promptTitle)}</h1>
        <p>{translateText(PASSWORD_LINK_MESSAGES.promptText)}</p>
        <Suspense fallback={<Spinner />}>
          <ChangePasswordForm onDone={done} onCancel={onDismiss} cancelLabel={translateText(PASSWORD_LINK_MESSAGES.promptLater)} />
        </Suspense>
      </section>
    </main>
  );
}

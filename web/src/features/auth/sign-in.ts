// The auth layer's sign-in: POST /auth/login, with the demo fallback for the admin demo address, and
// docs/product.md §8's messages for a failure.
import { DEMO_ADMIN_EMAIL, UI_MESSAGES, type UserDto } from '@leave/domain';
import { errorStatus, ownMessage, serverMessage } from '@/lib/api-error';
import { useDemoLoginMutation, useLoginMutation, type Credentials } from './api/login';

export type SignInOutcome = { ok: true; user: UserDto; token: string } | { ok: false; message: string };

function loginFailureMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status === 401) return UI_MESSAGES.invalidCredentials;
  if (status === 429) return UI_MESSAGES.tooManyLoginAttempts;
  return serverMessage(error) ?? ownMessage(error) ?? UI_MESSAGES.loginFailed;
}

function isDemoAdmin(email: string): boolean {
  return email.trim().toLowerCase() === DEMO_ADMIN_EMAIL.toLowerCase();
}

export function useSignIn() {
  const [login] = useLoginMutation();
  const [demoLogin] = useDemoLoginMutation();

  return async (credentials: Credentials): Promise<SignInOutcome> => {
    const result = await login(credentials);
    if (result.data?.token) return { ok: true, user: result.data.user, token: result.data.token };
    if (isDemoAdmin(credentials.email)) {
      const demo = await demoLogin(credentials);
      if (demo.data?.token) return { ok: true, user: demo.data.user, token: demo.data.token };
    }
    return { ok: false, message: loginFailureMessage(result.error) };
  };
}

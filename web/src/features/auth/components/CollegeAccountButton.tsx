// The identity provider's button under the sign-in form ('Sign in with Google'), shown only when the
// server has OIDC configured. A plain link: the sign-in leaves the app for the provider and comes back.
import { useGetAuthConfigQuery, COLLEGE_SIGN_IN_START } from '../api/college-account';

export function CollegeAccountButton() {
  const { data } = useGetAuthConfigQuery();
  if (!data?.oidc) return null;
  return (
    <a className="btn btn--secondary btn--md college-sign-in" href={COLLEGE_SIGN_IN_START}>
      {data.oidc.label}
    </a>
  );
}

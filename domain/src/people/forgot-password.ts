// The sign-in page's link to ask for a set-password link ('Forgot password?', issue 26), and the title of
// the page it opens. A module of its own: the sign-in page is the web app's first load, and it carries this
// one text, not all of the links' words (password-links.ts, whose pages load when opened).

export const FORGOT_PASSWORD_MESSAGES = {
  link: 'Forgot password?',
} as const;

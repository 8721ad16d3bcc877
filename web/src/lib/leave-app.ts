// Leaving the app for another site (the college's identity provider) with a full navigation, so that the
// site's answer comes back to the server, not to the app. One function, which tests replace.
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}

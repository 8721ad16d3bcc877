// Stories replace the browser alert (which would block a play function) with a warning in the console.
export function captureAlerts() {
  const original = window.alert;
  window.alert = (message?: unknown) => {
    console.warn('window.alert:', message);
  };
  return () => {
    window.alert = original;
  };
}

// Stories replace the browser alert (which would block a play function) with a visible log line.
export function captureAlerts() {
  const original = window.alert;
  window.alert = (message?: unknown) => {
    console.info('window.alert:', message);
  };
  return () => {
    window.alert = original;
  };
}

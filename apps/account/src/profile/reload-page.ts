/** Sends the browser to the root with a full page load, so every area starts signed out. */
export function reloadAtRoot(): void {
  window.location.assign('/');
}

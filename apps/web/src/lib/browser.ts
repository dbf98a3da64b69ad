/** Wrapped so tests can observe the reload that follows a 401 (jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}

/** Wrapped so tests can observe the reload that follows a 401 (a test DOM cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}

/** Templates panel (issue 3). Stub so the layout builds; the real panel replaces it. */
export function LibraryPanel() {
  return (
    <section aria-label="Templates">
      <h2>Templates</h2>
    </section>
  );
}

/** Pages panel (issue 3). Stub so the layout builds; the real panel replaces it. */
export function PagesPanel() {
  return (
    <section aria-label="Pages">
      <h2>Pages</h2>
    </section>
  );
}

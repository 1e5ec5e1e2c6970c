/** Preview panel (issue 3). Stub so the layout builds; the real panel replaces it. */
export function PreviewPane() {
  return (
    <section aria-label="Preview">
      <h2>Preview</h2>
    </section>
  );
}

/** Layers panel (issue 3). Stub so the layout builds; the real panel replaces it. */
export function LayersPanel() {
  return (
    <section aria-label="Layers">
      <h2>Layers</h2>
    </section>
  );
}

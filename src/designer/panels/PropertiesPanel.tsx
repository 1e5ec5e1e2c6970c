/** Properties panel (issue 3). Stub so the layout builds; the real panel replaces it. */
export function PropertiesPanel() {
  return (
    <section aria-label="Properties">
      <h2>Properties</h2>
    </section>
  );
}

/** Fields panel (issue 3). Stub so the layout builds; the real panel replaces it. */
export function Palette() {
  return (
    <section aria-label="Fields">
      <h2>Fields</h2>
    </section>
  );
}

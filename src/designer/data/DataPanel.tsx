/** Data panel: import, mapping, form, scrubber, preflight, batch (issue 4). Stub so the app builds; filled in shortly. */
export function DataPanel() {
  return (
    <section aria-label="Data">
      <h2>Data</h2>
    </section>
  );
}

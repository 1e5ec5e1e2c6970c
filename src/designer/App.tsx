/** The designer's shell. Placeholder until the designer lands (issue 3). */
export function App() {
  return (
    <main>
      <h1>Platen</h1>
    </main>
  );
}

/** The Chromium section of the benchmark (`--browser`): main-thread responsiveness during a batch. */
export async function browserSection(_options: { quick: boolean }): Promise<string> {
  return 'Browser section: not measured yet (needs the app build and the engine harness page).';
}

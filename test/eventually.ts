/** Retry an assertion until it passes or the time is up (Playwright's auto-waiting, for jest's expect). */
export async function eventually(assertion: () => Promise<void> | void, timeoutMs = 5000, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
}

// CI reads one plain line, not Jest's own summary.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stdout.write(
      `\n${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped` +
        ` (${results.numFailedTestSuites} failed suites of ${results.numTotalTestSuites})\n`,
    );
  }
}
module.exports = SummaryReporter;

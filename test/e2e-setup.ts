import { takeScriptErrors } from './e2e/browser';

afterEach(() => {
  const errors = takeScriptErrors();
  if (errors.length > 0) throw new Error(`the page had script errors during this test:\n${errors.join('\n')}`);
});

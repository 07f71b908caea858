import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** every module under web/src that injects endpoints into the one API slice */
function injectingModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return injectingModules(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && readFileSync(file, 'utf8').includes('.injectEndpoints(') ? [file] : [];
  });
}

describe('the API slice', () => {
  it('gets every endpoint name from one module only', async () => {
    // RTK keeps the first definition of a name injected twice and only logs it outside
    // production: the second module's hook would then call the first one's URL
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const modules = injectingModules(path.resolve(__dirname, '..'));
    await jest.isolateModulesAsync(async () => {
      for (const file of modules) await import(file);
    });
    const clashes = logged.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('already-existing endpointName'));
    logged.mockRestore();
    expect(modules.length).toBeGreaterThan(10);
    expect(clashes).toEqual([]);
  });
});

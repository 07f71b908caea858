#!/usr/bin/env node
// Runs a TypeScript entry (CLI, bench) without a build: swc transpiles each
// .ts file as it is required, with the same settings as the tests.
const { transformSync } = require('@swc/core');
const fs = require('node:fs');
const path = require('node:path');

const options = (filename) => ({
  filename,
  sourceMaps: 'inline',
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
});

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), options(filename));
  module._compile(code, filename);
};

const entry = process.argv[2];
if (!entry) {
  process.stderr.write('usage: node scripts/run-ts.js <file.ts> [args...]\n');
  process.exit(2);
}
process.argv.splice(1, 1);
require('reflect-metadata');
require(path.resolve(entry));

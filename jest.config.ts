import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as [string, Record<string, unknown>];

const config: Config = {
  globalSetup: '<rootDir>/test/global-setup.ts',
  reporters: ['default', '<rootDir>/test/summary-reporter.js'],
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: [
        '<rootDir>/{domain,application,projections,infrastructure,api,scripts,test,bench}/**/*.test.ts',
      ],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/test/e2e/'],
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/test/jsdom-env.js',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/web/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/web-setup.ts'],
      moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/test/file-stub.js' },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
      setupFiles: ['reflect-metadata'],
      setupFilesAfterEnv: ['<rootDir>/test/e2e-setup.ts'],
    },
  ],
};

export default config;

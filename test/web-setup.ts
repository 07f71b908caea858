import '@testing-library/jest-dom';

// whole-page renders in jsdom take seconds on a loaded 2-core machine (CI shares its cores
// with the server and browser suites): a test that is slow, not stuck, must not fail
jest.setTimeout(15_000);

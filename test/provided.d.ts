// Values vitest.config.ts `provide`s to the tests (read with `inject`).
export {};
declare module "vitest" {
  interface ProvidedContext {
    fuzzRuns: number;
  }
}

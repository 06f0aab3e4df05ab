import type { TestProject } from 'vitest/node';
import { preparePrivateBundle } from './support/bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    serverMain: string;
  }
}

/** Builds the production server once for every fault test, and removes the private copy after. */
export default function setup(project: TestProject): () => void {
  const bundle = preparePrivateBundle();
  project.provide('serverMain', bundle.mainPath);
  return bundle.remove;
}

/** Vitest's global setup: the unit tests' temporary folders in one folder, removed after the run (tests/runFolder.ts). */
import { runFolder } from '../runFolder.ts';

export default function setup() {
  return runFolder('unit-tests-');
}

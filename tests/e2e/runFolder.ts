/** Playwright's global setup: the browser tests' temporary folders in one folder, removed after the run (tests/runFolder.ts). */
import { runFolder } from '../runFolder.ts';

export default function setup() {
  return runFolder('browser-tests-');
}

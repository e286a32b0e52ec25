/**
 * One case of the scale bench (`npm run bench`), alone in its process so that its peak
 * memory is its own: `node --import tsx scripts/scaleCase.ts 200000 broken|valid` prints the
 * case's figures (src/bench/report.ts ScaleCase) as one line of JSON.
 */
import { resolve } from 'node:path';
import { measureScaleCase } from '../src/bench/scaleSite.ts';

const [items, kind] = process.argv.slice(2);
console.log(JSON.stringify(await measureScaleCase(resolve('.'), Number(items), kind === 'broken')));

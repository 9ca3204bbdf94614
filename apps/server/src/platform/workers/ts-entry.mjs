// The pool's worker entry: plain JavaScript, so Node can start it without a loader. It makes the
// worker read TypeScript through tsx (the server runs from its sources, docs/adr/0001), then
// hands every task to the default export of the module the pool named in workerData.
import { workerData } from 'piscina';
import { register } from 'tsx/esm/api';

register();
const task = await import(workerData.module);

export default task.default;

// Entry of the import worker thread (started by lib/import/read.ts). On Node 20 a worker does not
// inherit tsx's loader from the main thread (under `tsx src/main.ts` nor under vitest), so it
// registers tsx itself before loading the TypeScript reader. The production build bundles the
// reader itself under this name (server/build.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./sheet-reader.ts');

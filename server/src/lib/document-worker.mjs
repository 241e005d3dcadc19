// Entry of the document worker thread (started by lib/document-pool.ts). On Node 20 a worker does
// not inherit tsx's loader from the main thread (under `tsx src/main.ts` nor under vitest), so it
// registers tsx itself before loading the TypeScript renderers.
import { register } from 'tsx/esm/api';

register();
await import('./document-render.ts');

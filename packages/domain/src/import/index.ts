export * from './cells';
export * from './recipe';
export * from './kinds';
export * from './kinds-kinerja';
export * from './kinds-renstra';
export * from './kinds-organisasi';

export * from './cells';
export * from './recipe';
export * from './kinds';
export * from './kinds-organisasi';

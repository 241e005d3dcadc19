export * from './common';
export * from './auth';
export * from './users';
export * from './referensi';
export * from './perencanaan';
export * from './option';
export * from './perencanaan-record';

export * from './reference';
export * from './auth';
export * from './referensi';
export * from './audit';

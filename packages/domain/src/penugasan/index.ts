export * from './persetujuan';
export * from './kepala';
export * from './schemas';

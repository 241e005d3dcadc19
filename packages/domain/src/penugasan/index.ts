export * from './persetujuan';
export * from './kepala';
export * from './schemas';
export * from './realisasi-anggota';
export * from './tim-kerja.endpoints';
export * from './validasi-anggota.endpoints';
export * from './tim-saya.endpoints';

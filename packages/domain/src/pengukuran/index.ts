export * from './rapor';
export * from './schemas';
export * from '../report/pages/rapor-data';
export * from '../report/pages/rapor-rank';
export * from './penilaian';
export * from './penilaian-schemas';
export * from '../report/pages/nilai-jenjang-rekap';
export * from '../report/pages/penilaian-organisasi';

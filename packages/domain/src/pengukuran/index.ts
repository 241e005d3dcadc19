export * from './rapor';
export * from './schemas';
export * from '../report/pages/rapor-data';
export * from '../report/pages/rapor-rank';

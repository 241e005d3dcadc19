export * from './nip';
export * from './organisasi-schemas';

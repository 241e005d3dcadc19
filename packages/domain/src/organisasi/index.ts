export * from './nip';
export * from './organisasi-schemas';
export * from './organisasi-rules';

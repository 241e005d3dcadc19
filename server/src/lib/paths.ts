export const API_PREFIX = '/backend/api';
export const DOCS_PREFIX = '/backend/api/docs';

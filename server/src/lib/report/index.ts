export { reportRoutes, type ReportContext, type ReportRowsFn } from './routes';
export { toCsv } from './files';

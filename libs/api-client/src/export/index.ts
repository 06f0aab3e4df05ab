export { downloadExport } from './download-export';

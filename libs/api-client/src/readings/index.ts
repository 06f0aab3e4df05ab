export { deleteReading, endReading, updateReading } from './readings';
export { useDeleteReading, useUpdateReading } from './use-readings';

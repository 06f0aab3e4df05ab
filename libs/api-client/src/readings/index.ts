export { addReading, deleteReading, endReading, updateReading } from './readings';
export { useAddReading, useDeleteReading, useUpdateReading } from './use-readings';

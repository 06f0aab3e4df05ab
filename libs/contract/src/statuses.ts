import { z } from 'zod';
import { STATUS_VALUES } from './status-labels';

export { STATUS_VALUES, statusLabel, statusOptions, type Status, type StatusOption } from './status-labels';

export const StatusSchema = z.enum(STATUS_VALUES);

import { z } from 'zod';

/** Database ids are positive integers. */
export const IdSchema = z.number().int().positive();

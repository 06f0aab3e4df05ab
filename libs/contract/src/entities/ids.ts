import { z } from 'zod';

/** Database ids are positive integers (PostgreSQL integer, so at most 2147483647). */
export const IdSchema = z.number().int().positive().max(2_147_483_647);

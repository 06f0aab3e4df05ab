import { createQueryClient } from '@shelfmark/api-client';

/** The page's one query cache: the shell and every remote read and fill it through the shared react-query. */
export const queryClient = createQueryClient();

/** The first-run panel's messages, registered when its chunk loads. */
export const FIRST_RUN_NAMESPACE = 'library-first-run';

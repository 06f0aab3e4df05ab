export { createCreator, getCreator, getCreatorQueryOptions, useCreator } from './creators';

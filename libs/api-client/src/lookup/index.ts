export { fetchLookupCover, getLookupQueryOptions, lookUp } from './look-up';
export { matchCreatorNames } from './match-creators';
export { useLookupMatches } from './use-lookup-matches';

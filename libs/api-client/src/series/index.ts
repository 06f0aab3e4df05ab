export { createSeries, getSeries, getSeriesQueryOptions, useSeries } from './series';
export { getSeriesProgress, getSeriesProgressQueryOptions, getSeriesUnderWay, useSeriesProgress, useSeriesUnderWay } from './series-progress';

export { createSeries, getSeries, getSeriesQueryOptions, useSeries } from './series';
export { getSeriesProgress, getSeriesProgressQueryOptions, getSeriesUnderWay, getSeriesUnderWayQueryOptions, useSeriesProgress, useSeriesUnderWay } from './series-progress';

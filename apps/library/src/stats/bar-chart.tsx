import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useElementWidth } from './use-element-width';
import './bar-chart.css';

export interface ChartBar {
  key: string;
  /** Under the bar, e.g. 'Jan'. */
  shortLabel: string;
  /** In the table, e.g. 'January 2026'. */
  label: string;
  value: number;
}

export interface BarChartProps {
  /** Names the figure and captions its table; the card around it shows the heading. */
  title: string;
  bars: readonly ChartBar[];
  /** Column headers of the table that stands in for the chart. */
  columns: { label: string; value: string };
  height?: number;
}

const MARGIN = { top: 18, right: 4, bottom: 22, left: 4 };

/**
 * Vertical bars drawn with visx, each with its value above it. The picture is hidden from
 * assistive technology; the same figures follow as a table that screen readers read instead.
 */
export function BarChart({ title, bars, columns, height = 200 }: BarChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>(600);
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: bars.map((bar) => bar.key), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear({ domain: [0, Math.max(1, ...bars.map((bar) => bar.value))], range: [innerHeight, 0] });
  // Labels under every bar while they fit; every other one when they would touch.
  const labelEvery = x.bandwidth() < 22 ? 2 : 1;
  return (
    <figure className="stats-chart" aria-label={title}>
      <div ref={ref} className="stats-chart__canvas">
        <svg width={width} height={height} aria-hidden="true" focusable="false">
          <Group left={MARGIN.left} top={MARGIN.top}>
            <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} className="stats-chart__axis" />
            {bars.map((bar, index) => {
              const left = x(bar.key) ?? 0;
              const top = y(bar.value);
              const middle = left + x.bandwidth() / 2;
              return (
                <g key={bar.key}>
                  <Bar x={left} y={top} width={x.bandwidth()} height={innerHeight - top} className="stats-chart__bar" rx={2} />
                  {bar.value > 0 && (
                    <text x={middle} y={top - 4} textAnchor="middle" className="stats-chart__value">
                      {bar.value}
                    </text>
                  )}
                  {index % labelEvery === 0 && (
                    <text x={middle} y={innerHeight + 15} textAnchor="middle" className="stats-chart__label">
                      {bar.shortLabel}
                    </text>
                  )}
                </g>
              );
            })}
          </Group>
        </svg>
      </div>
      <table className="sm-visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.label}</th>
            <th scope="col">{columns.value}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{bar.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

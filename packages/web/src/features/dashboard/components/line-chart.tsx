import { formatTanggal } from '@emas/contract';
import { Flex, Typography } from 'antd';
import { useElementWidth } from './use-element-width.ts';

export type ChartPoint = { x: string; y: number };
export type ChartSeries = { name: string; color: string; points: ChartPoint[] };

/** Before the data arrives every series shows the placeholder points A0 to A3, each 5. */
export const PLACEHOLDER_POINTS: ChartPoint[] = ['A0', 'A1', 'A2', 'A3'].map((x) => ({ x, y: 5 }));

type Props = {
  series: ChartSeries[];
  height?: number;
  formatY?: (v: number) => string;
  /** Values in the dots' tooltips; defaults to formatY. */
  formatTip?: (v: number) => string;
  /** x labels and tooltips; default the screen date style dd-MM-yyyy. */
  formatX?: (x: string) => string;
  ariaLabel: string;
  /** The y axis reaches at least this value (whole-number ticks for money when all is zero). */
  minMax?: number;
};

/** Room for the y labels on the left and half a date label (dd-MM-yyyy) on the right. */
const PAD = { top: 12, right: 36, bottom: 28, left: 72 };
/** Room one x label (dd-MM-yyyy) takes. */
const X_LABEL_PX = 84;

/** A round step near v: 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(v: number): number {
  const p = 10 ** Math.floor(Math.log10(v));
  const n = v / p;
  return (n <= 1 ? 1 : n <= 2 ? 2 : n <= 2.5 ? 2.5 : n <= 5 ? 5 : 10) * p;
}

/** A light line chart in SVG: lines with dots (native tooltips), y grid, x labels and a legend. */
export function LineChart({
  series,
  height = 260,
  formatY = String,
  formatTip = formatY,
  formatX = formatTanggal,
  ariaLabel,
  minMax = 1,
}: Props) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const xs = series[0]?.points.map((p) => p.x) ?? [];
  const top = Math.max(minMax, ...series.flatMap((s) => s.points.map((p) => p.y)));
  const step = niceStep(top / 4);
  const max = Math.ceil(top / step) * step;
  const innerW = width - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const xAt = (i: number) => PAD.left + (xs.length <= 1 ? innerW / 2 : (i * innerW) / (xs.length - 1));
  const yAt = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step);
  const labelEvery = Math.max(1, Math.ceil(xs.length / Math.max(1, Math.floor(innerW / X_LABEL_PX))));

  return (
    <div ref={ref} style={{ width: '100%' }}>
      <svg width={width} height={height} role="img" aria-label={ariaLabel}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={width - PAD.right} y1={yAt(t)} y2={yAt(t)} stroke="#eee5d3" />
            <text x={PAD.left - 6} y={yAt(t) + 4} fontSize="11" textAnchor="end" fill="#8c7b5c">
              {formatY(t)}
            </text>
          </g>
        ))}
        {xs.map((x, i) =>
          i % labelEvery === 0 ? (
            <text key={x} x={xAt(i)} y={height - 8} fontSize="11" textAnchor="middle" fill="#8c7b5c">
              {formatX(x)}
            </text>
          ) : null,
        )}
        {series.map((s) => (
          <g key={s.name}>
            <polyline
              fill="none"
              stroke={s.color}
              strokeWidth={2}
              points={s.points.map((p, i) => `${xAt(i)},${yAt(p.y)}`).join(' ')}
            />
            {s.points.map((p, i) => (
              <circle key={p.x} cx={xAt(i)} cy={yAt(p.y)} r={3} fill="#fff" stroke={s.color} strokeWidth={2}>
                <title>{`${s.name} ${formatX(p.x)}: ${formatTip(p.y)}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <Flex gap={16} wrap justify="center">
        {series.map((s) => (
          <Flex key={s.name} align="center" gap={6}>
            <span
              style={{ width: 12, height: 12, borderRadius: 2, background: s.color, display: 'inline-block' }}
            />
            <Typography.Text style={{ fontSize: 12 }}>{s.name}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </div>
  );
}

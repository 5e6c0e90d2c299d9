import { chakra } from '@chakra-ui/react';

const WIDTH = 96;
const HEIGHT = 28;

/**
 * A coin's price over 7 days as a line, blue when it ended higher than it began and red when
 * lower (the daily change's colours); named for a screen reader by how it moved.
 */
export function Sparkline({ points, name }: { points: readonly string[]; name: string }) {
  const values = points.map(Number).filter(Number.isFinite);
  const first = values[0];
  const last = values.at(-1);
  if (values.length < 2 || first === undefined || last === undefined) return null;
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  const path = values
    .map((value, index) => {
      const x = (index / (values.length - 1)) * WIDTH;
      const y = HEIGHT - 2 - ((value - low) / span) * (HEIGHT - 4);
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(' ');
  const change = ((last - first) / first) * 100;
  const up = change >= 0;
  return (
    <chakra.svg
      role="img"
      aria-label={`${name} over 7 days: ${up ? 'up' : 'down'} ${Math.abs(change).toFixed(2)}%`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={`${WIDTH}px`}
      height={`${HEIGHT}px`}
      display="block"
      ms="auto"
      color={up ? 'change.up' : 'change.down'}
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </chakra.svg>
  );
}

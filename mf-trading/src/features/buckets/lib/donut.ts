import { toBig } from '@wattle/shared';

export interface Slice {
  label: string;
  percentage: string;
  /** SVG path of the slice in a 100 × 100 box. */
  path: string;
}

const CENTRE = 50;
const OUTER = 48;
const INNER = 30;

function point(radius: number, turn: number): string {
  const angle = turn * 2 * Math.PI - Math.PI / 2;
  return `${(CENTRE + radius * Math.cos(angle)).toFixed(3)} ${(CENTRE + radius * Math.sin(angle)).toFixed(3)}`;
}

/**
 * Donut slices for a composition. Percentages are geometry here (where a slice ends), not
 * money; a full single slice is drawn as two halves because an SVG arc cannot close a circle.
 */
export function donutSlices(parts: readonly { label: string; percentage: string }[]): Slice[] {
  const total = parts.reduce((sum, part) => sum.plus(part.percentage), toBig(0));
  if (total.lte(0)) return [];
  let start = 0;
  return parts.map((part) => {
    const share = Number(toBig(part.percentage).div(total).toFixed(6));
    const end = Math.min(1, start + share);
    const span = end - start;
    const drawnEnd = span >= 0.999999 ? start + 0.999999 : end;
    const large = drawnEnd - start > 0.5 ? 1 : 0;
    const path = [
      `M ${point(OUTER, start)}`,
      `A ${OUTER} ${OUTER} 0 ${large} 1 ${point(OUTER, drawnEnd)}`,
      `L ${point(INNER, drawnEnd)}`,
      `A ${INNER} ${INNER} 0 ${large} 0 ${point(INNER, start)}`,
      'Z',
    ].join(' ');
    start = end;
    return { label: part.label, percentage: part.percentage, path };
  });
}

type Rgb = [number, number, number];

/** `rgb(r, g, b)` or `rgba(r, g, b, 1)` as the browser reports a computed colour. */
function parse(colour: string): Rgb {
  const channels = /rgba?\(([^)]+)\)/.exec(colour)?.[1]?.split(',').map(Number);
  if (!channels || channels.length < 3) throw new Error(`Not an rgb colour: ${colour}`);
  return [channels[0] ?? 0, channels[1] ?? 0, channels[2] ?? 0];
}

function luminance(colour: string): number {
  const [r, g, b] = parse(colour).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

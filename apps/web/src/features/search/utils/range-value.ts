export type RangeType = 'slider' | 'textbox';

/** A range as the criteria hold it: slider values, text boxes, which counts. */
export interface RangeValue {
  range: [number, number];
  texts: [string, string];
  rangeType: RangeType;
}

export interface RangeScale {
  min: number;
  max: number;
  /** Slider positions on an uneven scale (employees), else every integer. */
  stops?: readonly number[];
  /** The top of the slider means 'no upper limit'. */
  isOpenEnded?: boolean;
}

const clamp = (n: number, scale: RangeScale) =>
  Math.min(scale.max, Math.max(scale.min, n));

/** The slider position closest to each end of the range. */
export function sliderPositions(
  range: readonly [number, number],
  scale: RangeScale,
): [number, number] {
  const { stops } = scale;
  if (!stops) return [clamp(range[0], scale), clamp(range[1], scale)];
  const nearest = (n: number) =>
    stops.reduce(
      (best, stop, i) =>
        Math.abs(stop - n) < Math.abs((stops[best] ?? 0) - n) ? i : best,
      0,
    );
  return [nearest(range[0]), nearest(range[1])];
}

/** What the text boxes show: what was typed, else the slider's values. */
export function rangeTexts(
  value: RangeValue,
  scale: RangeScale,
): [string, string] {
  if (value.rangeType === 'textbox') return value.texts;
  const [low, high] = value.range;
  return [
    low === scale.min ? '' : String(low),
    high === scale.max && scale.isOpenEnded ? '' : String(high),
  ];
}

export function withSliderRange(range: [number, number]): RangeValue {
  return { range, texts: ['', ''], rangeType: 'slider' };
}

/** Typed text is kept as typed; the slider follows when it is a number. */
export function withTypedText(
  value: RangeValue,
  scale: RangeScale,
  index: 0 | 1,
  text: string,
): RangeValue {
  const texts = rangeTexts(value, scale);
  texts[index] = text;
  const ends = [scale.min, scale.max] as const;
  const range = texts.map((t, i) => {
    const n = Number(t);
    return t.trim() === '' || !Number.isFinite(n)
      ? ends[i]!
      : clamp(Math.round(n), scale);
  }) as [number, number];
  return { range, texts, rangeType: 'textbox' };
}

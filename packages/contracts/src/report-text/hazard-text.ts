import type { HazardGroup, HazardScore } from '../company-reports';

/** 'Relatively High (72.4)'; the score alone when there is no rating. */
export function describeScore(score: HazardScore | null): string {
  if (!score || score.score === null) return score?.rating ?? '';
  const value = score.score.toFixed(1);
  return score.rating ? `${score.rating} (${value})` : value;
}

/** The hazard of a group with the highest score. */
export function topPart(group: HazardGroup): string {
  const scored = group.parts.filter((part) => part.score !== null);
  const top = [...scored].sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
  return top ? top.label : '';
}

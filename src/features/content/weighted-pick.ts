/**
 * One item picked at random with probability proportional to its weight (RandomBanners: weights
 * 60/30/10 show the first banner in about six visits of ten). Weights of zero are never picked
 * unless every weight is zero, when all are equally likely: an editor who zeroes every banner
 * still gets a banner, not an empty section.
 */
export function weightedPick<T>(items: readonly T[], weightOf: (item: T) => number, random: () => number = Math.random): T | undefined {
  if (items.length === 0) return undefined;
  const weights = items.map((item) => {
    const weight = weightOf(item);
    return Number.isFinite(weight) && weight > 0 ? weight : 0;
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
  let point = random() * total;
  for (let index = 0; index < items.length; index++) {
    point -= weights[index] ?? 0;
    if (point < 0 && (weights[index] ?? 0) > 0) return items[index];
  }
  // random() returned (almost) 1: the last item with any weight.
  return items[weights.findLastIndex((weight) => weight > 0)];
}

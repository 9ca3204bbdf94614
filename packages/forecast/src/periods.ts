/**
 * Calendar label of the period `offset` steps after a series' start, from `Series.start` and the
 * frequency: months for monthly (12), quarterly (4) and yearly (1) data labelled "YYYY-MM", days
 * for weekly (52) and daily (7) data labelled "YYYY-MM-DD". Undefined when the start is unknown or
 * the frequency has no calendar meaning here.
 */
export function periodLabel(
  start: string | undefined,
  frequency: number,
  offset: number,
): string | undefined {
  if (!start) return undefined;
  const monthMatch = /^(\d{4})-(\d{2})$/.exec(start);
  const monthsPerStep: Readonly<Record<number, number>> = { 12: 1, 4: 3, 1: 12 };
  const months = monthsPerStep[frequency];
  if (monthMatch && months !== undefined) {
    const index = Number(monthMatch[1]) * 12 + Number(monthMatch[2]) - 1 + offset * months;
    return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
  }
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(start);
  const days = frequency === 52 ? 7 : frequency === 7 ? 1 : undefined;
  if (dayMatch && days !== undefined) {
    const time = new Date(0);
    time.setUTCFullYear(
      Number(dayMatch[1]),
      Number(dayMatch[2]) - 1,
      Number(dayMatch[3]) + offset * days,
    );
    return time.toISOString().slice(0, 10);
  }
  return undefined;
}

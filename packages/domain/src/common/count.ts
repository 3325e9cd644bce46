/**
 * A count with its noun as people write it: '1 result', '3 results', '1 class', '2 classes'. Every
 * count shown to a user goes through here, so none reads '1 results'.
 */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

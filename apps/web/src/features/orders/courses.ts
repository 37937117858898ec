import type { Order } from '@bistro/contract/orders';

type Line = Order['lines'][number];

/** A course of the menu a line belongs to: its section's name and place in the menu. */
export interface Course {
  name: string;
  rank: number;
}

/** An order's lines of one course. */
export interface CourseLines {
  course: string;
  lines: Line[];
}

/**
 * An order's lines grouped by course, the courses in the menu's order and the lines of each as
 * they came; a dish the menu no longer has goes last, under `other` (the page's word for "Other").
 */
export function byCourse(
  lines: readonly Line[],
  courseOf: (menuID: string) => Course | undefined,
  other: string,
): CourseLines[] {
  const groups = new Map<string, { rank: number; lines: Line[] }>();
  for (const line of lines) {
    const course = courseOf(line.menuID) ?? { name: other, rank: Number.POSITIVE_INFINITY };
    const group = groups.get(course.name) ?? { rank: course.rank, lines: [] };
    group.lines.push(line);
    groups.set(course.name, group);
  }
  return [...groups].sort(([, a], [, b]) => a.rank - b.rank).map(([course, group]) => ({ course, lines: group.lines }));
}

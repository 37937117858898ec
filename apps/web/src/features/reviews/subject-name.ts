import type { RestaurantClock } from '@bistro/contract/restaurant-clock';
import type { ReviewSubject } from '@bistro/contract/reviews';

/** A review's subject in a few words, for headings and the names of its buttons: "order #12", "visit of Fri, Nov 27 at 7:00 PM". */
export const subjectName = (subject: ReviewSubject, clock: RestaurantClock) =>
  subject.kind === 'order' ? `order #${subject.number}` : `visit of ${clock.on(subject.at)}`;

/** What the subject was: the order's dishes, or the table's party. */
export const subjectDetail = (subject: ReviewSubject) =>
  subject.kind === 'order'
    ? subject.dishes.join(', ')
    : `Table for ${subject.party} ${subject.party === 1 ? 'person' : 'people'}`;

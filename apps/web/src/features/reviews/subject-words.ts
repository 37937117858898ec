import type { ReviewSubject } from '@bistro/contract/reviews';
import { useRestaurantClock } from '@/config/site-config.ts';
import { useTranslate } from '@/lib/i18n.ts';

/** A review's subject in the page's words: its name and what it was. */
export function useSubjectWords() {
  const t = useTranslate();
  const clock = useRestaurantClock();
  return {
    /** In a few words, for headings and the names of its buttons: "order #12", "visit of Fri, Nov 27 at 7:00 PM". */
    name: (subject: ReviewSubject) =>
      subject.kind === 'order'
        ? t('order.orderInSentence', { number: subject.number })
        : t('reviews.visitOf', { when: clock.on(subject.at) }),
    /** What the subject was: the order's dishes, or the table's party. */
    detail: (subject: ReviewSubject) =>
      subject.kind === 'order' ? subject.dishes.join(', ') : t('reviews.tableFor', { count: subject.party }),
  };
}

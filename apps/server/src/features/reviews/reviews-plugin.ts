import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createReviews, type Reviews } from './reviews.ts';
import { createReviewsRepository, REVIEWS_CHANGED_CHANNEL } from './reviews-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: Reviews;
  }
}

/** Reviews, their published summary kept fresh across processes. */
export default featurePlugin('reviews', ['database', 'clock', 'bookings'], async (app) => {
  const reviews = createReviews({
    repository: createReviewsRepository(app.database.db),
    transaction: (work) => app.database.db.transaction(work),
    clock: app.clock,
    visits: app.bookings.visits,
  });
  app.decorate('reviews', reviews);
  await app.database.listen(REVIEWS_CHANGED_CHANNEL, () => reviews.invalidate());
});

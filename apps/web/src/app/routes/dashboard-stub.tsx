import { useAuth } from '@/lib/auth-context.ts';

/** A dashboard page that only greets for now; the statistics come with the dashboards issue. */
function Greeting({ title }: { title: string }) {
  const { user } = useAuth();
  return (
    <section>
      <title>{`Bistro Boss | ${title}`}</title>
      <h1 className="font-display text-3xl">{title}</h1>
      <p className="mt-2 text-base-content/75">Welcome back, {user?.displayName ?? user?.email}.</p>
    </section>
  );
}

/** The spec's stub screens, which show a single word. */
function Word({ word }: { word: string }) {
  return (
    <section>
      <title>{`Bistro Boss | ${word}`}</title>
      <h1 className="font-display text-3xl">{word}</h1>
    </section>
  );
}

export const UserHomeRoute = () => <Greeting title="User Home" />;
export const AdminHomeRoute = () => <Greeting title="Admin Home" />;
export const ReservationRoute = () => <Word word="Reservation" />;
export const MyBookingRoute = () => <Word word="MyBooking" />;
export const AddReviewRoute = () => <Word word="AddReview" />;

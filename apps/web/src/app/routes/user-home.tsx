import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { UserStatsPanel } from '@/features/stats/components/user-stats-panel.tsx';
import { useAuth } from '@/lib/auth-context.ts';

export default function UserHomeRoute() {
  const { user } = useAuth();
  return (
    <section className="space-y-8">
      <PageTitle>User Home</PageTitle>
      <h1 className="font-display text-3xl">Hi, Welcome {user?.displayName ?? user?.email}</h1>
      <UserStatsPanel
        noOrders={
          <p className="rounded bg-base-100 p-8 text-center shadow">
            No orders yet: your favourite dishes will show up here.{' '}
            <Link to={paths.order.getHref()} className="link link-primary">
              Visit the shop
            </Link>
          </p>
        }
      />
    </section>
  );
}

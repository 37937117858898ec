import { PageTitle } from '@/components/ui/page-title.tsx';
import { AdminStatsPanel } from '@/features/stats/components/admin-stats-panel.tsx';
import { useAuth } from '@/lib/auth-context.ts';

export default function AdminHomeRoute() {
  const { user } = useAuth();
  return (
    <section className="space-y-8">
      <PageTitle>Admin Home</PageTitle>
      <h1 className="font-display text-3xl">
        HI!Welcome Back <span className="text-gold-dark">{user?.displayName ?? user?.email}</span>
      </h1>
      <AdminStatsPanel />
    </section>
  );
}

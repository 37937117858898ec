import { AdminStatsPanel } from '@/features/stats/components/admin-stats-panel.tsx';
import { useAuth } from '@/lib/auth-context.ts';

export default function AdminHomeRoute() {
  const { user } = useAuth();
  return (
    <section className="space-y-8">
      <title>Bistro Boss | Admin Home</title>
      <h1 className="font-display text-3xl">
        HI!Welcome Back <span className="text-gold-dark">{user?.displayName ?? user?.email}</span>
      </h1>
      <AdminStatsPanel />
    </section>
  );
}

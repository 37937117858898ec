import { useAuth } from '@/lib/auth-context.ts';

/** A dashboard page that only greets for now; the dashboards themselves come with their own issue. */
function DashboardStub({ title }: { title: string }) {
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-screen-xl px-4 pt-28 pb-16">
      <title>{`Bistro Boss | ${title}`}</title>
      <h1 className="font-display text-3xl">{title}</h1>
      <p className="mt-2 text-base-content/75">Welcome back, {user?.displayName ?? user?.email}.</p>
    </section>
  );
}

export function UserHomeRoute() {
  return <DashboardStub title="User Home" />;
}

export function AdminHomeRoute() {
  return <DashboardStub title="Admin Home" />;
}

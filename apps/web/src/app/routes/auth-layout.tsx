import type { ReactNode } from 'react';

/** The frame of the login and sign-up pages: a card under the navbar. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex min-h-dvh items-center justify-center bg-base-200 px-4 pt-24 pb-12">
      <div className="card w-full max-w-md bg-base-100 shadow-md">
        <div className="card-body gap-4">
          <h1 className="text-center font-display text-3xl">{title}</h1>
          {children}
        </div>
      </div>
    </section>
  );
}

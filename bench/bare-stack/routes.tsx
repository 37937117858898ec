import { formatPrice } from '@bistro/contract/money';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Link, Outlet, type RouteObject } from 'react-router';

export interface Dish {
  name: string;
  price: number;
}

/** The dishes arrive in the page's query cache; the query function never runs in the bench. */
export const dishesQuery = {
  queryKey: ['dishes'],
  queryFn: async (): Promise<Dish[]> => (await fetch('/dishes')).json(),
  staleTime: 60_000,
};

function Layout() {
  return (
    <>
      <nav>
        <Link to="/">Menu</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function Menu() {
  const { data: dishes = [] } = useQuery(dishesQuery);
  return (
    <>
      <h1>Menu</h1>
      <ul>
        {dishes.map((dish) => (
          <li key={dish.name}>
            {dish.name} <span>{formatPrice(dish.price)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    Component: Layout,
    children: [{ index: true, Component: Menu, loader: () => queryClient.ensureQueryData(dishesQuery) }],
  },
];

// The restaurant's status is read app-wide (the cart asks whether guests may order): it lives in config.
export {
  getRestaurant,
  restaurantKey,
  restaurantQueryOptions,
  useRestaurant,
} from '@/config/restaurant-status.ts';

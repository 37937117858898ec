import { defineConfig } from 'drizzle-kit';

// Generates versioned SQL migrations from src/db/schema.ts into ./drizzle.
// The server applies them at start-up (src/db/migrate.ts); `drizzle-kit` never touches a live database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

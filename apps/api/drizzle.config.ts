// drizzle-kit: generates SQL migrations from src/db/schema.ts (npm run db:generate -w @bookstore/api).
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
})

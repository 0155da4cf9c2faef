import { defineConfig } from "drizzle-kit";

// drizzle-kit only reads the schema to generate SQL; it never needs a live database here.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema/index.ts",
  out: "./migrations",
});

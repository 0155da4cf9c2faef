import { useTestPasswordHashing } from "../auth/passwords";

// Runs before each test file. Every file starts with cheap argon2 parameters (server/auth/passwords.test.ts checks
// the real ones). Business settings need no resetting: each app holds its own database's, and the shared rules are
// given them.
useTestPasswordHashing(true);

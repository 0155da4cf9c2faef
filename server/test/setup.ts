import { applyDefaultBusinessSettings } from "@shared/settings/business-defaults";
import { useTestPasswordHashing } from "../auth/passwords";

// Runs before each test file. Every file starts with cheap argon2 parameters (server/auth/passwords.test.ts checks
// the real ones), and, as files share one process (isolate: false), with the default business settings whatever the
// previous file applied; an app a file creates then applies its own database's settings.
useTestPasswordHashing(true);
applyDefaultBusinessSettings();

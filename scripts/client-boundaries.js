// The client's one-way layers as ESLint rules (docs/architecture.md): app may import anything; a feature imports
// components, lib, shared and other features only through their index.ts; components and lib import no feature and
// nothing from app; lib imports no component. `npm run lint` also runs scripts/arch.mjs, which resolves relative paths
// that these alias-based patterns cannot see.
import fs from "node:fs";
import path from "node:path";

const featuresDir = path.join(import.meta.dirname, "../client/src/features");

const noApp = { regex: "^@/app(/|$)", message: "Only app/ may import from app/: move what you need into lib/ or a feature." };
const noFeatures = { regex: "^@/features(/|$)", message: "components/ and lib/ import no feature: take what you need as props, or move the code into the feature." };

function featureRules(feature) {
  const otherInternals = {
    regex: `^@/features/(?!${feature}/)[^/]+/.+`,
    message: "Import another feature only through its public surface (@/features/<name>); add the export to its index.ts.",
  };
  return {
    files: [`client/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { "no-restricted-imports": ["error", { patterns: [otherInternals, noApp] }] },
  };
}

export function clientBoundaries() {
  const features = fs.readdirSync(featuresDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  return [
    ...features.map(featureRules),
    { files: ["client/src/components/**/*.{ts,tsx}"], rules: { "no-restricted-imports": ["error", { patterns: [noFeatures, noApp] }] } },
    {
      // The sign-in and checkout forms load zod when first used (client/src/lib/lazy-zod-resolver.ts): a static import
      // of zod or of a module built on it would put zod (24 KB gzip) back into the first page of /login, /signup, the
      // password pages and /checkout. Types may be imported; messages live in zod-free modules (*-messages).
      files: ["client/src/features/auth/components/**/*.{ts,tsx}", "client/src/features/checkout/**/*.{ts,tsx}", "client/src/features/payments/components/card-form.tsx", "client/src/features/payments/use-card-payment.ts", "client/src/features/payments/api/**/*.ts"],
      ignores: ["**/*-schema.ts", "**/*.test.{ts,tsx}"],
      rules: {
        "@typescript-eslint/no-restricted-imports": [
          "error",
          {
            patterns: [
              {
                regex: "^(zod|@hookform/resolvers/zod|@shared/validators/(?!.*-messages$).+|.*-schema)$",
                allowTypeImports: true,
                message: "Only types statically here: load a form's schema with lazyZodResolver (@/lib/lazy-zod-resolver); messages are in @shared/validators/*-messages.",
              },
            ],
          },
        ],
      },
    },
    {
      files: ["client/src/lib/**/*.{ts,tsx}"],
      rules: {
        "no-restricted-imports": [
          "error",
          { patterns: [noFeatures, noApp, { regex: "^@/components(/|$)", message: "lib/ is below components/: it imports no component." }] },
        ],
      },
    },
  ];
}

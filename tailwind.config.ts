import type { Config } from "tailwindcss";

// Loaded from client/src/index.css with `@config`; Tailwind v4 scans the sources itself.
export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#fdf6ee",
          100: "#f9e7d2",
          500: "#c2611f",
          600: "#a34f15",
          700: "#843f12",
          900: "#3d1d09",
        },
      },
      fontFamily: {
        display: ["Georgia", "Cambria", "Times New Roman", "serif"],
      },
    },
  },
} satisfies Config;

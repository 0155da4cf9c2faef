import "react";

// React 18 passes `fetchpriority` through as written but warns of the camel-cased `fetchPriority` its types offer
// (a name only React 19 knows), so our pictures use the lowercase attribute.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter
  interface ImgHTMLAttributes<T> {
    fetchpriority?: "high" | "low" | "auto";
  }
}

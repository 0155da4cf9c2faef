export * from "./users";
export * from "./sessions";
export * from "./password-reset-tokens";
export * from "./settings";
export * from "./menu-items";
export * from "./contact-enquiries";
export * from "./photos";
export * from "./orders";

/** Said by the rate limits, on either path. */
export const TOO_MANY_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";
/** Whatever went wrong on our side. */
export const FAILED_MESSAGE = "Something went wrong. Please try again.";

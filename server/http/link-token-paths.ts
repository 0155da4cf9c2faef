/**
 * A visitor's proposal link carries its token in the path (routes/proposal-links.ts and the /proposals/view page).
 * Every log line that writes a request's path goes through this, so no token reaches a log (ASVS V16.2.5).
 */
const LINK_TOKEN_IN_PATH = /(\/(?:api\/proposal-links|proposals\/view)\/)[^/?]+/;

export const withoutLinkTokens = (path: string): string => path.replace(LINK_TOKEN_IN_PATH, "$1[token]");

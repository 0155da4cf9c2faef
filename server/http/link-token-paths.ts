/**
 * A visitor's proposal link carries its token in the path (routes/proposal-links.ts and the /proposals/view page), as
 * does an event's guest link (routes/guest-links.ts and the /guests page) and a private calendar feed's URL
 * (routes/calendar.ts).
 * Every log line that writes a request's path goes through this, so no token reaches a log (ASVS V16.2.5).
 */
const LINK_TOKEN_IN_PATH = /(\/(?:api\/proposal-links|proposals\/view|api\/guests|guests|api\/calendar)\/)[^/?]+/;

export const withoutLinkTokens = (path: string): string => path.replace(LINK_TOKEN_IN_PATH, "$1[token]");
